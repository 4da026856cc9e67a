import { sql } from 'kysely';
import type { ApiDependencies } from '../api/dependencies';

/**
 * Two bios this similar by trigrams (pg_trgm) are the same text with a few words changed: the same advertiser
 * behind several profiles, or a copied profile (docs/product.md §3 contact fields, `bio`).
 */
export const BIO_SIMILARITY = 0.8;
/** Shorter bios ("Hi!", "Discreet") say nothing about who wrote them. */
export const BIO_MIN_LENGTH = 40;

type Member = { userId: string; bio: string };

/**
 * Groups of live profiles with near-identical bios, each group ordered by user id. With `userId`, only the group
 * of that member. The comparison runs on a temporary trigram index of the bios, one transaction, so every bio is
 * compared against its likely matches only, not against every other bio.
 */
export async function similarBios(db: ApiDependencies['db'], options: { userId?: string }): Promise<Member[][]> {
  return db.transaction().execute(async (trx) => {
    await sql`
      create temporary table duplicate_bios on commit drop as
        select id as user_id, state->>'bio' as bio from users.users
         where status = 'active' and length(trim(state->>'bio')) >= ${BIO_MIN_LENGTH}`.execute(trx);
    await sql`create index on duplicate_bios using gin (bio gin_trgm_ops)`.execute(trx);
    await sql`select set_config('pg_trgm.similarity_threshold', ${String(BIO_SIMILARITY)}, true)`.execute(trx);
    const mine = options.userId ? sql`and (a.user_id = ${options.userId} or b.user_id = ${options.userId})` : sql``;
    const { rows } = await sql<{ a: string; b: string; a_bio: string; b_bio: string }>`
      select a.user_id as a, b.user_id as b, a.bio as a_bio, b.bio as b_bio
        from duplicate_bios a join duplicate_bios b on a.user_id < b.user_id and a.bio % b.bio
       where true ${mine}`.execute(trx);
    return clustersOf(rows);
  });
}

/** Connected pairs become groups: if A is like B and B like C, all three are shown together. */
function clustersOf(pairs: Array<{ a: string; b: string; a_bio: string; b_bio: string }>): Member[][] {
  const parent = new Map<string, string>();
  const bios = new Map<string, string>();
  const root = (id: string): string => {
    const up = parent.get(id) ?? id;
    if (up === id) return id;
    const top = root(up);
    parent.set(id, top);
    return top;
  };
  for (const pair of pairs) {
    bios.set(pair.a, pair.a_bio);
    bios.set(pair.b, pair.b_bio);
    const [ra, rb] = [root(pair.a), root(pair.b)];
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  }
  const groups = new Map<string, Member[]>();
  for (const [userId, bio] of bios) {
    const top = root(userId);
    groups.set(top, [...(groups.get(top) ?? []), { userId, bio }]);
  }
  return [...groups.values()]
    .map((group) => group.sort((x, y) => x.userId.localeCompare(y.userId)))
    .sort((x, y) => y.length - x.length || x[0]!.userId.localeCompare(y[0]!.userId));
}
