import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../api/errors';
import { loginLimits } from './loginLimits';
import { rateLimitMigration, type RateLimitDatabase } from './rateLimit';
import { listen, openMigratedDatabase, testApp, type MigratedDatabase } from './testing';

const MINUTE = 60_000;
/** 10:00:15, a quarter into a clock minute: a fixed window would restart at 10:01:00. */
const start = Date.parse('2025-03-01T10:00:15Z');

let t: MigratedDatabase<RateLimitDatabase>;
let server: { url: string; close(): Promise<void> };
let clock = start;

beforeAll(async () => {
  t = await openMigratedDatabase<RateLimitDatabase>([rateLimitMigration]);
  const limits = loginLimits({
    db: t.db,
    perAccount: { limit: 3, windowMs: MINUTE },
    perAddress: { limit: 5, windowMs: MINUTE },
    now: () => clock,
  });
  const app = testApp();
  app.proxy = true; // the address comes from X-Forwarded-For, so one test can play several clients
  const router = new Router();
  // A login route as the API's: limits, then the password (here "right"), then the verdict.
  router.post('/login', async (ctx) => {
    const { account, password } = ctx.request.body as { account: string; password: string };
    const attempt = await limits.begin(ctx, account);
    if (password !== 'right') throw attempt.refusal() ?? new HttpError(401, 'invalid_credentials', 'Wrong');
    await attempt.succeeded();
    ctx.body = { ok: true };
  });
  app.use(router.routes());
  server = await listen(app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const login = (account: string, password: string, address: string) =>
  fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ account, password }),
  });
const statuses = async (attempts: Array<[account: string, password: string, address: string]>) => {
  const result: number[] = [];
  for (const [account, password, address] of attempts) result.push((await login(account, password, address)).status);
  return result;
};

describe('loginLimits', () => {
  it('locks an account after its failures, from any address and even for its right password', async () => {
    clock = start;
    expect(
      await statuses([
        ['ana', 'wrong', '198.51.100.1'],
        ['ana', 'wrong', '198.51.100.2'],
        ['ana', 'wrong', '198.51.100.3'],
      ]),
    ).toEqual([401, 401, 401]);
    const locked = await login('ana', 'right', '198.51.100.4');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('60');
    expect(await locked.json()).toEqual({ msg: 'Too many attempts, try again in 60 seconds', code: 'rate_limited' });
    // The lock is the account's: another account signs in from the same address.
    expect((await login('bea', 'right', '198.51.100.4')).status).toBe(200);
  });

  it('lets a right password through from an address over its limit, and refuses the wrong ones', async () => {
    clock = start + 10 * MINUTE;
    const nat = '203.0.113.7';
    const failures = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'].map(
      (account) => [account, 'wrong', nat] as [string, string, string],
    );
    expect(await statuses(failures)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect((await login('carol', 'right', nat)).status).toBe(200);
    expect((await login('dave', 'wrong', nat)).status).toBe(429);
    expect((await login('dave', 'wrong', '203.0.113.8')).status).toBe(401);
  });

  it('slides: each failure leaves the window on its own, a minute after it was made', async () => {
    clock = start + 20 * MINUTE;
    const at = (seconds: number) => {
      clock = start + 20 * MINUTE + seconds * 1000;
    };
    for (const seconds of [0, 20, 40]) {
      at(seconds);
      expect((await login('eve', 'wrong', '192.0.2.1')).status).toBe(401);
    }
    at(50);
    expect((await login('eve', 'right', '192.0.2.1')).headers.get('retry-after')).toBe('10');
    at(60); // the first failure has left; the two others have not
    expect(await statuses([['eve', 'wrong', '192.0.2.1']])).toEqual([401]);
    const again = await login('eve', 'right', '192.0.2.1');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('20');
    at(80);
    expect((await login('eve', 'right', '192.0.2.1')).status).toBe(200);
  });

  it('counts simultaneous guesses on one account exactly, as several API replicas would make them', async () => {
    clock = start + 30 * MINUTE;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login('frank', 'wrong', `192.0.2.${10 + i}`)),
    );
    expect(results.map((response) => response.status).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('does not count successful logins against the account or the address', async () => {
    clock = start + 40 * MINUTE;
    const successes = Array.from({ length: 6 }, () => ['gina', 'right', '192.0.2.50'] as [string, string, string]);
    expect(await statuses(successes)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(
      await statuses([
        ['gina', 'wrong', '192.0.2.50'],
        ['gina', 'wrong', '192.0.2.50'],
        ['gina', 'wrong', '192.0.2.50'],
      ]),
    ).toEqual([401, 401, 401]);
  });
});
