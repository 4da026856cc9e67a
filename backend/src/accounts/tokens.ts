import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountsDatabase } from './schema';

export type TokenPurpose = 'reset-password' | 'reset-email' | 'claim';

const TTL_HOURS: Record<TokenPurpose, number> = { 'reset-password': 2, 'reset-email': 24, claim: 24 * 7 };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use emailed token; only its hash is stored, so a database leak reveals no usable link. */
export async function createToken(
  db: Kysely<AccountsDatabase>,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('accounts.tokens')
    .values({
      token_hash: hash(token),
      user_id: userId,
      purpose,
      new_email: newEmail,
      expires_at: new Date(now.getTime() + TTL_HOURS[purpose] * 3_600_000),
      used_at: null,
    })
    .execute();
  return token;
}

/** Marks the token used and returns it, or null when unknown, expired, already used or of another purpose. */
export async function consumeToken(
  db: Kysely<AccountsDatabase>,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<{ userId: string; purpose: TokenPurpose; newEmail: string | null } | null> {
  const row = await db
    .updateTable('accounts.tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash(token))
    .where('purpose', 'in', [...purposes])
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'purpose', 'new_email'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, purpose: row.purpose as TokenPurpose, newEmail: row.new_email } : null;
}
