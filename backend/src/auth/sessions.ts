import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Kysely } from 'kysely';
import type { Migration } from '../postgres/migrations';
import { serverSecret } from '../postgres/secrets';
import { endRevokedImpersonation } from './impersonation';

/** Server sessions: the cookie holds a random token, PostgreSQL holds only its SHA-256. */
export const sessionsMigration: Migration = {
  id: 'auth/001_sessions',
  sql: `
    create table auth_sessions (
      token_hash bytea primary key,
      user_id text not null,
      impersonator_id text,
      remember boolean not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      last_seen_at timestamptz not null,
      user_agent text,
      ip text
    );
    create index auth_sessions_user_id on auth_sessions (user_id);
    create index auth_sessions_expires_at on auth_sessions (expires_at);
  `,
};

export interface SessionsTable {
  token_hash: Buffer;
  user_id: string;
  impersonator_id: string | null;
  remember: boolean;
  created_at: Date;
  expires_at: Date;
  last_seen_at: Date;
  user_agent: string | null;
  ip: string | null;
}

export interface SessionsDatabase {
  auth_sessions: SessionsTable;
}

/** docs/product.md §9 "token expiry short 24, long 72": hours, the long one when the member ticks "remember me". */
export const SESSION_HOURS = { short: 24, long: 72 } as const;

/** How stale `last_seen_at` may get before a request refreshes it: one write per session per period. */
const LAST_SEEN_PRECISION_MS = 5 * 60_000;
const USER_AGENT_MAX = 512;
/**
 * 32 random bytes, a dot and their 16-byte HMAC, in base64url. The signature is checked before the database is
 * asked, so a forged cookie, however well-shaped, costs a hash and no query: one client sending a new made-up
 * token with each request (to be served as a member, past the kept pages) cannot load PostgreSQL for everyone.
 */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/;

/** The key that signs session tokens, kept in PostgreSQL (postgres/secrets.ts) and read once per database. */
const signingKeys = new WeakMap<object, () => Promise<string>>();
async function signatureOf(db: Kysely<SessionsDatabase>, random: string): Promise<string> {
  let key = signingKeys.get(db);
  if (!key) signingKeys.set(db, (key = serverSecret(db, 'session-tokens')));
  return createHmac('sha256', Buffer.from(await key(), 'hex'))
    .update(random)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** Whether the token's signature is the server's own, in its one spelling (compared in constant time). */
async function signedByUs(db: Kysely<SessionsDatabase>, token: string): Promise<boolean> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return false;
  const expected = Buffer.from(await signatureOf(db, match[1]!));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A live session, as the request handlers see it. */
export interface Session {
  readonly token: string;
  readonly userId: string;
  /** The staff member behind a "log in as" session, for the audit trail; null for the member themself. */
  readonly impersonatorId: string | null;
  readonly remember: boolean;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly lastSeenAt: Date;
  readonly userAgent: string | null;
  readonly ip: string | null;
}

export interface NewSession {
  readonly userId: string;
  readonly remember: boolean;
  readonly impersonatorId?: string | null;
  readonly userAgent: string | null | undefined;
  readonly ip: string | null | undefined;
  readonly now: Date;
  /** A shorter life than `remember` gives (a staff "log in as" session). */
  readonly hours?: number;
}

/** What the table keeps of a token; the live-update streams match theirs by it (live/sessionCheck.ts). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest();

/**
 * Opens a session after a login (or a staff "log in as"). The token goes into the cookie and is never
 * stored: a leaked database dump holds hashes that open nothing.
 */
export async function createSession(
  db: Kysely<SessionsDatabase>,
  input: NewSession,
): Promise<{ token: string; expiresAt: Date }> {
  const random = randomBytes(32).toString('base64url');
  const token = `${random}.${await signatureOf(db, random)}`;
  const hours = input.hours ?? (input.remember ? SESSION_HOURS.long : SESSION_HOURS.short);
  const expiresAt = new Date(input.now.getTime() + hours * 3_600_000);
  await db
    .insertInto('auth_sessions')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      impersonator_id: input.impersonatorId ?? null,
      remember: input.remember,
      created_at: input.now,
      expires_at: expiresAt,
      last_seen_at: input.now,
      user_agent: input.userAgent ? input.userAgent.slice(0, USER_AGENT_MAX) : null,
      ip: input.ip || null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The session a cookie token opens, or null when it is unknown, revoked or expired at `now`. Notes
 * activity in `last_seen_at`, at most once every few minutes so reads do not become writes.
 */
export async function findSession(db: Kysely<SessionsDatabase>, token: string, now: Date): Promise<Session | null> {
  if (!(await signedByUs(db, token))) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  let lastSeenAt = row.last_seen_at;
  if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS) {
    await db.updateTable('auth_sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
    lastSeenAt = now;
  }
  return {
    token,
    userId: row.user_id,
    impersonatorId: row.impersonator_id,
    remember: row.remember,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastSeenAt,
    userAgent: row.user_agent,
    ip: row.ip,
  };
}

/** Logout: the token opens nothing any more. True when there was such a session. */
export async function revokeSession(db: Kysely<SessionsDatabase>, token: string): Promise<boolean> {
  const result = await db.deleteFrom('auth_sessions').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Logout from all devices, and what a password change does: every session of the member ends (staff
 * "log in as" sessions too), except `exceptToken` when the member keeps the one they are using.
 * Returns how many ended.
 */
export async function revokeAllSessions(
  db: Kysely<SessionsDatabase>,
  userId: string,
  options: { exceptToken?: string } = {},
): Promise<number> {
  let query = db.deleteFrom('auth_sessions').where('user_id', '=', userId);
  if (options.exceptToken) query = query.where('token_hash', '!=', hashToken(options.exceptToken));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Housekeeping for a periodic job: expired sessions open nothing, this only reclaims their rows. */
export async function purgeExpiredSessions(db: Kysely<SessionsDatabase>, now: Date): Promise<number> {
  const result = await db.deleteFrom('auth_sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const SESSION_COOKIE = 'annuaire_session';

/**
 * What `sessionMiddleware` leaves in `ctx.state.session`: the live session or null. Loading the member
 * is the caller's job.
 */
export type SessionState = { session: Session | null };
export type SessionContext = Context & { state: SessionState };

/** Whether members reach the site over HTTPS, as the configured public URL (`PUBLIC_URL`) says. */
export const isHttpsSite = (publicUrl: string): boolean => new URL(publicUrl).protocol === 'https:';

/**
 * Hands the session token to the browser: httpOnly so page scripts (and injected ones) cannot read it,
 * SameSite=Lax so other sites cannot post with it, on the whole site.
 *
 * Secure when the site is served over HTTPS (`httpsSite`, from the public URL) or this request came
 * over TLS. A TLS-terminating proxy that is not trusted (TRUST_PROXY unset) makes the request look like
 * plain HTTP, where Koa would refuse a Secure cookie and fail the request after the account or session
 * was written; the public URL settles it instead, so the cookie is sent, Secure, and the browser (on
 * the https site) keeps it.
 *
 * Persistent (Expires, with the session) only when the member asked to be remembered; otherwise a
 * browser-session cookie that goes when the browser closes, while the server still ends the session
 * at its own expiry (docs/product.md §9, 24 hours).
 */
export function setSessionCookie(
  ctx: Context,
  token: string,
  expiresAt: Date,
  httpsSite: boolean,
  persistent = false,
): void {
  const secure = httpsSite || ctx.secure;
  if (secure && !ctx.secure) ctx.cookies.secure = true;
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(persistent ? { expires: expiresAt } : {}),
    signed: false,
    overwrite: true,
  });
}

/** Tells the browser to forget the session cookie (logout); revoking the session is separate. */
export function clearSessionCookie(ctx: Context): void {
  ctx.cookies.set(SESSION_COOKIE, null, { httpOnly: true, sameSite: 'lax', path: '/', signed: false, overwrite: true });
}

/**
 * Reads the session cookie and puts the session it opens (or null) in `ctx.state.session` for the
 * routes after it. An unknown or expired cookie is simply no session; the cookie is left alone so a
 * concurrent login's fresh cookie is never overwritten. A staff "log in as" session whose staff member may
 * no longer log in as members opens none, and ends.
 */
export function sessionMiddleware(db: Kysely<SessionsDatabase>, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return async (ctx: Context, next: Next): Promise<void> => {
    const token = ctx.cookies.get(SESSION_COOKIE, { signed: false });
    const state = ctx.state as SessionState;
    state.session = token ? await findSession(db, token, now()) : null;
    // A "log in as" session dies with its impersonator's right to open it (docs/product.md §6): impersonation.ts.
    if (state.session?.impersonatorId) await endRevokedImpersonation(db, state);
    await next();
  };
}
