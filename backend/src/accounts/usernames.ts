import { sql, type Kysely } from 'kysely';
import unhomoglyph from 'unhomoglyph';
import { pgErrorOf } from '../postgres/pool';
import type { AccountsDatabase } from './schema';

/**
 * The one stored form of a username: NFKC, so compatibility variants (fullwidth letters, ligatures,
 * superscripts) become the characters they display, as the shared `Username` schema already does for
 * input; repeated here for names that reach the database by other paths (seeds, staff tools).
 */
export const normaliseUsername = (username: string): string => username.normalize('NFKC').trim();

/**
 * What a username looks like, so two names a reader cannot tell apart get the same key: the Unicode
 * TR39 skeleton (NFD, each character mapped through confusables.txt to its prototype, NFD again),
 * then lower-cased, since names are unique whatever their case. Cyrillic `еscort`, `escort`, `ESCORT`
 * and `ｅｓｃｏｒｔ` share one skeleton; so do `ivan1` and `ivanl`, which most fonts draw alike.
 * The mapping comes from the `unhomoglyph` package (confusables.txt of Unicode 13).
 */
export function usernameSkeleton(username: string): string {
  const prototype = unhomoglyph(normaliseUsername(username).normalize('NFD')).normalize('NFD');
  return prototype.toLowerCase().normalize('NFD');
}

const BATCH = 500;
const isUniqueViolation = (error: unknown) => pgErrorOf(error)?.code === '23505';

/**
 * Gives every live account registered before skeletons were stored its skeleton, so new names are
 * compared with old ones too. Run at start (idempotent, one query once done). Two old names that
 * already look alike cannot both hold one skeleton: the older keeps it, the later keeps none (it then
 * blocks nothing) and is named through `log` for staff to look at.
 */
export async function backfillUsernameSkeletons(
  db: Kysely<AccountsDatabase>,
  log: (message: string) => void = () => undefined,
): Promise<number> {
  let filled = 0;
  const skipped: string[] = [];
  for (;;) {
    let query = db
      .selectFrom('accounts.accounts')
      .select(['user_id', 'username'])
      .where('status', '=', 'active')
      .where('username_skeleton', 'is', null)
      .orderBy('created_at')
      .orderBy('user_id')
      .limit(BATCH);
    if (skipped.length > 0) query = query.where('user_id', 'not in', skipped);
    const rows = await query.execute();
    if (rows.length === 0) return filled;
    const values = rows.map((row) => sql`(${row.user_id}, ${usernameSkeleton(row.username)})`);
    try {
      await sql`
        update accounts.accounts as a set username_skeleton = v.skeleton
        from (values ${sql.join(values)}) as v(user_id, skeleton)
        where a.user_id = v.user_id`.execute(db);
      filled += rows.length;
      continue;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    // A look-alike pair in this batch: one by one, in registration order, so the older name wins.
    for (const row of rows) {
      try {
        await db
          .updateTable('accounts.accounts')
          .set({ username_skeleton: usernameSkeleton(row.username) })
          .where('user_id', '=', row.user_id)
          .execute();
        filled++;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        skipped.push(row.user_id);
        log(`username "${row.username}" (${row.user_id}) looks like an older member's name: left without skeleton`);
      }
    }
  }
}
