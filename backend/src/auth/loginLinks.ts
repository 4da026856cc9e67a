import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Migration } from '../postgres/migrations';

/**
 * One-time login links for the staff "log in as" (docs/product.md §1): like sessions, PostgreSQL keeps only the
 * token's SHA-256, so a database dump opens nothing. A link dies on first use or when it expires.
 */
export const loginLinksMigration: Migration = {
  id: 'auth/004_login_links',
  sql: `
    create table auth_login_links (
      token_hash bytea primary key,
      link_id text not null unique,
      user_id text not null,
      impersonator_id text not null,
      reason text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null
    );
    create index auth_login_links_expires_at on auth_login_links (expires_at);
  `,
};

export interface LoginLinksDatabase {
  auth_login_links: {
    token_hash: Buffer;
    link_id: string;
    user_id: string;
    impersonator_id: string;
    reason: string;
    created_at: Date;
    expires_at: Date;
  };
}

/** Long enough to copy the link into a private window, short enough that a leaked link is soon useless. */
export const LOGIN_LINK_MINUTES = 5;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest();

/** When a link issued at `now` stops working. */
export const loginLinkExpiry = (now: Date) => new Date(now.getTime() + LOGIN_LINK_MINUTES * 60_000);

/**
 * Stores a new link for `userId`, opened on behalf of `impersonatorId`, and answers its token, which
 * exists nowhere else: it is handed out once.
 */
export async function issueLoginLink(
  db: Kysely<LoginLinksDatabase>,
  input: { linkId: string; userId: string; impersonatorId: string; reason: string; now: Date; expiresAt: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Links are rare (staff only): reclaiming the expired ones here spares a periodic job.
  await db.deleteFrom('auth_login_links').where('expires_at', '<=', input.now).execute();
  await db
    .insertInto('auth_login_links')
    .values({
      token_hash: hashToken(token),
      link_id: input.linkId,
      user_id: input.userId,
      impersonator_id: input.impersonatorId,
      reason: input.reason,
      created_at: input.now,
      expires_at: input.expiresAt,
    })
    .execute();
  return token;
}

export interface ConsumedLoginLink {
  readonly linkId: string;
  readonly userId: string;
  readonly impersonatorId: string;
  readonly reason: string;
}

/**
 * Uses a link: deleted and returned in one statement, so two simultaneous visits cannot both log in.
 * Null when the token is unknown, already used or expired.
 */
export async function consumeLoginLink(
  db: Kysely<LoginLinksDatabase>,
  token: string,
  now: Date,
): Promise<ConsumedLoginLink | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .deleteFrom('auth_login_links')
    .where('token_hash', '=', hashToken(token))
    .returning(['link_id', 'user_id', 'impersonator_id', 'reason', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  return { linkId: row.link_id, userId: row.user_id, impersonatorId: row.impersonator_id, reason: row.reason };
}
