import { sql, type Kysely, type Selectable } from 'kysely';
import { DomainError } from '../domain/decider';
import { pgErrorOf } from '../postgres/pool';
import type { AccountsDatabase, AccountsTable } from './schema';
import { normaliseUsername, usernameSkeleton } from './usernames';

export type Account = Selectable<AccountsTable>;

/**
 * Inserts a live account; a taken username or email is a 409 naming the field, and so is a username
 * that looks like a taken one (same skeleton).
 */
export async function insertAccount(
  db: Kysely<AccountsDatabase>,
  account: { userId: string; username: string; email: string; passwordHash: string | null },
): Promise<void> {
  try {
    await db
      .insertInto('accounts.accounts')
      .values({
        user_id: account.userId,
        username: normaliseUsername(account.username),
        username_skeleton: usernameSkeleton(account.username),
        email: account.email,
        password_hash: account.passwordHash,
        contact_email: null,
        phone: null,
        status: 'active',
      })
      .execute();
  } catch (error) {
    throw takenError(error) ?? error;
  }
}

/** The 409 for a unique-index violation on username or email, or null for any other error. */
export function takenError(error: unknown): DomainError | null {
  const pgError = pgErrorOf(error);
  if (pgError?.code !== '23505') return null;
  if (pgError.constraint === 'accounts_username_key' || pgError.constraint === 'accounts_username_skeleton_key')
    return new DomainError(409, 'username_taken', 'This username is taken');
  if (pgError.constraint === 'accounts_email_key')
    return new DomainError(409, 'email_taken', 'This email is already registered');
  return null;
}

/**
 * A live account by username or email, case-insensitively. The NFKC form is tried too, as usernames
 * are stored (a fullwidth `ｃｌｉｅｎｔ` typed at login finds `client`).
 */
export async function findAccountByIdentifier(
  db: Kysely<AccountsDatabase>,
  identifier: string,
): Promise<Account | null> {
  const lowered = [...new Set([identifier.trim(), normaliseUsername(identifier)].map((form) => form.toLowerCase()))];
  const row = await db
    .selectFrom('accounts.accounts')
    .selectAll()
    .where('status', '=', 'active')
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['username']), 'in', lowered), eb(eb.fn('lower', ['email']), 'in', lowered)]),
    )
    .executeTakeFirst();
  return row ?? null;
}

export async function findAccountById(db: Kysely<AccountsDatabase>, userId: string): Promise<Account | null> {
  return (
    (await db.selectFrom('accounts.accounts').selectAll().where('user_id', '=', userId).executeTakeFirst()) ?? null
  );
}

export async function updateAccount(
  db: Kysely<AccountsDatabase>,
  userId: string,
  changes: Partial<Pick<AccountsTable, 'username' | 'email' | 'password_hash' | 'contact_email' | 'phone' | 'status'>>,
): Promise<void> {
  // A new username (a claimed profile) is normalised and checked for look-alikes like a registration.
  const username =
    changes.username === undefined
      ? {}
      : { username: normaliseUsername(changes.username), username_skeleton: usernameSkeleton(changes.username) };
  try {
    await db
      .updateTable('accounts.accounts')
      .set({ ...changes, ...username, updated_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .execute();
  } catch (error) {
    throw takenError(error) ?? error;
  }
}

/** Erases personal data of a deleted or merged account, keeping the row so the id is never reused. */
export async function closeAccount(db: Kysely<AccountsDatabase>, userId: string, status: 'deleted' | 'merged') {
  await db
    .updateTable('accounts.accounts')
    .set({ status, email: `${status}:${userId}`, password_hash: null, contact_email: null, phone: null })
    .where('user_id', '=', userId)
    .execute();
  // The addresses the member signed in from and their pictures' hashes (connections/) go with them too.
  await sql`delete from safety.login_addresses where user_id = ${userId}`.execute(db);
  await sql`delete from safety.picture_hashes where user_id = ${userId}`.execute(db);
}
