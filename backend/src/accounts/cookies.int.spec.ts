import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { serveWith, type Served } from './testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const HOUR = 3_600_000;
const sessionCookie = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith('annuaire_session='));

describe('the session cookie', () => {
  it('lasts the browser session without "remember me", while the server ends the session after 24 hours', async () => {
    const login = await api.client().request('POST', '/api/auth', { identifier: 'client', password: 'demo-password' });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login.headers)!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).not.toMatch(/expires=|max-age=/i);

    const token = /^annuaire_session=([^;]+)/.exec(cookie)![1]!;
    const { rows } = await sql<{ hours: string }>`
      select extract(epoch from expires_at - created_at) / 3600 as hours from auth_sessions
       where token_hash = sha256(convert_to(${token}, 'UTF8'))`.execute(api.t.db);
    expect(rows.map((row) => Number(row.hours))).toEqual([24]);
  });

  it('persists for the 72 hours of the session with "remember me"', async () => {
    const before = Date.now();
    const login = await api
      .client()
      .request('POST', '/api/auth', { identifier: 'client', password: 'demo-password', remember: true });
    const expires = Date.parse(/expires=([^;]+)/i.exec(sessionCookie(login.headers)!)![1]!);
    expect(expires).toBeGreaterThan(before + 72 * HOUR - 2_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 72 * HOUR);
  });

  it('is a browser-session cookie right after registering', async () => {
    const created = await api.client().request('POST', '/api/auth/register', newMember('cookie_fresh'));
    expect(created.status).toBe(201);
    expect(sessionCookie(created.headers)).not.toMatch(/expires=|max-age=/i);
  });
});

const newMember = (username: string) => ({
  username,
  email: `${username}@example.org`,
  password: 'a long enough password',
  role: 'client',
  gender: 'man',
  acceptedTerms: true,
});

/**
 * `NODE_ENV=production` over plain HTTP, as behind a TLS proxy that is not (yet) trusted, or a plain
 * HTTP install: registering and logging in work, and the cookie is Secure exactly when the public URL
 * is https. (Before, Koa refused the Secure cookie and the request failed after the account was made.)
 */
describe.each([
  { publicUrl: 'https://annuaire.example', secure: true },
  { publicUrl: 'http://annuaire.example', secure: false },
])('in production over plain HTTP, with PUBLIC_URL $publicUrl', ({ publicUrl, secure }) => {
  let site: Served;
  const origin = { origin: publicUrl };
  beforeAll(async () => {
    site = await serveWith(api, { config: { ...api.deps.config, NODE_ENV: 'production', PUBLIC_URL: publicUrl } });
  });
  afterAll(() => site?.close());

  it(`registers and signs in with a ${secure ? 'Secure' : 'non-Secure'} session cookie`, async () => {
    const username = secure ? 'prod_https' : 'prod_http';
    const browser = site.client();
    const created = await browser.request('POST', '/api/auth/register', newMember(username), origin);
    expect(created.status).toBe(201);
    const cookie = sessionCookie(created.headers)!;
    expect(cookie).toMatch(/httponly/i);
    expect(/;\s*secure/i.test(cookie)).toBe(secure);
    expect((await browser.request<{ username: string }>('GET', '/api/user')).body.username).toBe(username);

    const login = await site
      .client()
      .request('POST', '/api/auth', { identifier: username, password: 'a long enough password' }, origin);
    expect(login.status).toBe(200);
    expect(/;\s*secure/i.test(sessionCookie(login.headers)!)).toBe(secure);
  });
});
