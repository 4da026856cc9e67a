import { captchaMigration } from './captcha';
import { serverSecretsMigration } from '../postgres/secrets';
import { createHash, randomBytes } from 'node:crypto';
import Router from '@koa/router';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_COOKIE,
  clearSessionCookie,
  createSession,
  findSession,
  purgeExpiredSessions,
  revokeAllSessions,
  revokeSession,
  sessionMiddleware,
  sessionsMigration,
  setSessionCookie,
  type SessionContext,
  type SessionsDatabase,
} from './sessions';
import { listen, openMigratedDatabase, testApp, type MigratedDatabase } from './testing';

const HOUR = 3_600_000;
const t0 = new Date('2025-03-01T12:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const login = (userId: string, extra: { remember?: boolean; impersonatorId?: string; now?: Date } = {}) =>
  createSession(t.db, {
    userId,
    remember: extra.remember ?? false,
    impersonatorId: extra.impersonatorId,
    userAgent: 'Mozilla/5.0 (test)',
    ip: '203.0.113.7',
    now: extra.now ?? t0,
  });

let t: MigratedDatabase<SessionsDatabase>;
beforeAll(async () => {
  t = await openMigratedDatabase<SessionsDatabase>([captchaMigration, serverSecretsMigration, sessionsMigration]);
});
afterAll(() => t.close());

describe('session store', () => {
  it('keeps only the SHA-256 of the token, so a database dump opens no session', async () => {
    const { token } = await login('user-hash');
    const rows = await t.db.selectFrom('auth_sessions').selectAll().where('user_id', '=', 'user-hash').execute();
    expect(rows).toHaveLength(1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/);
    expect(rows[0]!.token_hash.equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a forged token by its signature, without asking the database for a session', async () => {
    const queries: string[] = [];
    const logged = new Kysely<SessionsDatabase>({
      dialect: new PostgresDialect({ pool: t.pool }),
      log: (event) => void queries.push(event.query.sql),
    });
    const { token } = await login('user-forged');
    const [random, signature] = token.split('.') as [string, string];
    const forged = [`${randomBytes(32).toString('base64url')}.${signature}`, `${random}.${'A'.repeat(22)}`, random];
    for (const made of forged) expect(await findSession(logged, made, at(1))).toBeNull();
    const sessionQueries = () => queries.filter((query) => query.includes('auth_sessions'));
    expect(sessionQueries()).toEqual([]);
    expect(await findSession(logged, token, at(1))).toMatchObject({ userId: 'user-forged' });
    expect(sessionQueries().length).toBeGreaterThan(0);
  });

  it('opens the session for 24 hours, with who, from where and since when', async () => {
    const { token, expiresAt } = await login('user-24');
    expect(expiresAt).toEqual(at(24));
    expect(await findSession(t.db, token, at(23.9))).toMatchObject({
      token,
      userId: 'user-24',
      impersonatorId: null,
      remember: false,
      createdAt: t0,
      expiresAt: at(24),
      userAgent: 'Mozilla/5.0 (test)',
      ip: '203.0.113.7',
    });
    expect(await findSession(t.db, token, at(24))).toBeNull();
  });

  it('keeps a "remember me" session for 72 hours', async () => {
    const { token, expiresAt } = await login('user-72', { remember: true });
    expect(expiresAt).toEqual(at(72));
    expect(await findSession(t.db, token, at(48))).toMatchObject({ userId: 'user-72', remember: true });
    expect(await findSession(t.db, token, at(72))).toBeNull();
  });

  it('records the staff member behind a "log in as" session', async () => {
    const { token } = await login('member-9', { impersonatorId: 'admin-1' });
    expect(await findSession(t.db, token, t0)).toMatchObject({ userId: 'member-9', impersonatorId: 'admin-1' });
  });

  it('opens nothing for an unknown or malformed token', async () => {
    expect(await findSession(t.db, 'A'.repeat(43), t0)).toBeNull();
    expect(await findSession(t.db, "x' or 1=1 --", t0)).toBeNull();
  });

  it('notes activity at most every five minutes', async () => {
    const { token } = await login('user-seen');
    expect((await findSession(t.db, token, at(0.05)))!.lastSeenAt).toEqual(t0);
    expect((await findSession(t.db, token, at(0.1)))!.lastSeenAt).toEqual(at(0.1));
    expect((await findSession(t.db, token, at(0.12)))!.lastSeenAt).toEqual(at(0.1));
  });

  it('ends one session on logout and leaves the member’s other devices signed in', async () => {
    const phone = await login('user-logout');
    const laptop = await login('user-logout');
    expect(await revokeSession(t.db, phone.token)).toBe(true);
    expect(await revokeSession(t.db, phone.token)).toBe(false);
    expect(await findSession(t.db, phone.token, t0)).toBeNull();
    expect(await findSession(t.db, laptop.token, t0)).not.toBeNull();
  });

  it('ends every session of a member on logout-all-devices, including staff "log in as" ones', async () => {
    const phone = await login('user-all');
    const support = await login('user-all', { impersonatorId: 'admin-1' });
    const someoneElse = await login('user-other');
    expect(await revokeAllSessions(t.db, 'user-all')).toBe(2);
    expect(await findSession(t.db, phone.token, t0)).toBeNull();
    expect(await findSession(t.db, support.token, t0)).toBeNull();
    expect(await findSession(t.db, someoneElse.token, t0)).not.toBeNull();
  });

  it('keeps the current device signed in after a password change when asked', async () => {
    const current = await login('user-password');
    const stolen = await login('user-password');
    expect(await revokeAllSessions(t.db, 'user-password', { exceptToken: current.token })).toBe(1);
    expect(await findSession(t.db, current.token, t0)).not.toBeNull();
    expect(await findSession(t.db, stolen.token, t0)).toBeNull();
  });

  it('purges expired sessions only', async () => {
    const old = await login('user-purge', { now: at(-100) });
    const live = await login('user-purge');
    expect(await purgeExpiredSessions(t.db, t0)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .selectFrom('auth_sessions')
      .select('expires_at')
      .where('user_id', '=', 'user-purge')
      .execute();
    expect(left.map((row) => row.expires_at)).toEqual([live.expiresAt]);
    expect(old.expiresAt < t0).toBe(true);
  });
});

describe('session cookie and middleware', () => {
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    const app = testApp();
    app.proxy = true; // trusts X-Forwarded-Proto, as the API does in production behind TLS
    const router = new Router();
    router.post('/login', async (ctx) => {
      const httpsSite = ctx.get('x-test-https-site') === 'yes';
      const remember = ctx.get('x-test-remember') !== 'no';
      const { token, expiresAt } = await createSession(t.db, {
        userId: 'cookie-user',
        remember,
        userAgent: ctx.get('user-agent'),
        ip: ctx.ip,
        now: new Date(),
      });
      setSessionCookie(ctx, token, expiresAt, httpsSite, remember);
      ctx.status = 204;
    });
    router.get('/me', (ctx: SessionContext) => {
      ctx.body = { session: ctx.state.session && { userId: ctx.state.session.userId } };
    });
    router.delete('/logout', async (ctx: SessionContext) => {
      if (ctx.state.session) await revokeSession(t.db, ctx.state.session.token);
      clearSessionCookie(ctx);
      ctx.status = 204;
    });
    app.use(sessionMiddleware(t.db)).use(router.routes());
    server = await listen(app);
  });
  afterAll(() => server.close());

  const cookieOf = (response: Response) => response.headers.getSetCookie()[0] ?? '';
  const tokenOf = (setCookie: string) => /annuaire_session=([^;]*)/.exec(setCookie)?.[1] ?? '';
  const me = async (cookie?: string) => {
    const response = await fetch(`${server.url}/me`, { headers: cookie ? { cookie } : {} });
    return ((await response.json()) as { session: { userId: string } | null }).session;
  };

  it('sets an httpOnly, SameSite=Lax cookie on the whole site, expiring with the session', async () => {
    const before = Date.now();
    const setCookie = cookieOf(await fetch(`${server.url}/login`, { method: 'POST' }));
    expect(setCookie).toMatch(/^annuaire_session=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}; /);
    expect(setCookie).toContain('path=/;');
    expect(setCookie).toContain('httponly');
    expect(setCookie).toContain('samesite=lax');
    expect(setCookie).not.toContain('secure');
    const expires = new Date(/expires=([^;]+)/.exec(setCookie)![1]!).getTime();
    expect(expires).toBeGreaterThan(before + 72 * HOUR - 2_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 72 * HOUR);
  });

  it('is a browser-session cookie, without Expires or Max-Age, when the member is not remembered', async () => {
    const response = await fetch(`${server.url}/login`, { method: 'POST', headers: { 'x-test-remember': 'no' } });
    expect(response.status).toBe(204);
    expect(cookieOf(response)).toMatch(
      /^annuaire_session=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}; path=\/; samesite=lax; httponly$/,
    );
  });

  it('marks the cookie Secure over HTTPS as the proxy reports it', async () => {
    const response = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(cookieOf(response)).toContain('; secure');
  });

  it('marks the cookie Secure for an https site even when the request looks like plain HTTP', async () => {
    // TLS ended by a proxy the app does not trust: Koa sees http, the browser is on https.
    const response = await fetch(`${server.url}/login`, { method: 'POST', headers: { 'x-test-https-site': 'yes' } });
    expect(response.status).toBe(204);
    expect(cookieOf(response)).toContain('; secure');
  });

  it('gives the routes the session the cookie opens, and none without a valid cookie', async () => {
    const token = tokenOf(cookieOf(await fetch(`${server.url}/login`, { method: 'POST' })));
    expect(await me(`${SESSION_COOKIE}=${token}`)).toEqual({ userId: 'cookie-user' });
    expect(await me()).toBeNull();
    expect(await me(`${SESSION_COOKIE}=${'B'.repeat(43)}`)).toBeNull();
  });

  it('logs out: the cookie is cleared and the token opens nothing any more', async () => {
    const cookie = `${SESSION_COOKIE}=${tokenOf(cookieOf(await fetch(`${server.url}/login`, { method: 'POST' })))}`;
    const response = await fetch(`${server.url}/logout`, { method: 'DELETE', headers: { cookie } });
    expect(response.status).toBe(204);
    expect(cookieOf(response)).toMatch(/^annuaire_session=; path=\/; expires=Thu, 01 Jan 1970/);
    expect(await me(cookie)).toBeNull();
  });
});
