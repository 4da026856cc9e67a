import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimits } from './loginLimits';
import { rateLimitMigration, type RateLimitDatabase } from './rateLimit';
import { listen, openMigratedDatabase, testApp, type MigratedDatabase } from './testing';

const MINUTE = 60_000;
const start = Date.parse('2025-03-01T10:00:15Z');

let t: MigratedDatabase<RateLimitDatabase>;
let server: { url: string; close(): Promise<void> };
let clock = start;

beforeAll(async () => {
  t = await openMigratedDatabase<RateLimitDatabase>([rateLimitMigration]);
  const limits = loginLimits({
    db: t.db,
    perAccount: { step: 3, windowMs: MINUTE },
    perAddress: { step: 5, windowMs: MINUTE },
    maxLevel: 3,
    now: () => clock,
  });
  const app = testApp();
  app.proxy = true; // the address comes from X-Forwarded-For, so one test can play several clients
  const router = new Router();
  // A login route as the API's: the level of the solved challenge (here sent as is), the limits, then
  // the password (here "right"), then the verdict.
  router.post('/login', async (ctx) => {
    const { account, password, level } = ctx.request.body as { account: string; password: string; level: number };
    const attempt = await limits.begin(ctx, account, level);
    if (password !== 'right') throw attempt.failed();
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

interface Answer {
  status: number;
  /** The level a 400 `captcha_required` asks for, else null. */
  asked: number | null;
}
async function login(account: string, password: string, address: string, level = 0): Promise<Answer> {
  const response = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ account, password, level }),
  });
  const body = (await response.json()) as { code?: string; issues?: Array<{ params: { level: number } }> };
  return { status: response.status, asked: body.code === 'captcha_required' ? body.issues![0]!.params.level : null };
}
/** What a guesser who always pays the level asked gets: the level each guess had to pay, and its answer. */
async function guesses(account: string, count: number, address: (i: number) => string) {
  const paid: Array<[level: number, status: number]> = [];
  for (let i = 0; i < count; i++) {
    let level = 0;
    let answer = await login(account, 'wrong', address(i), level);
    while (answer.asked !== null) {
      level = answer.asked;
      answer = await login(account, 'wrong', address(i), level);
    }
    paid.push([level, answer.status]);
  }
  return paid;
}

describe('loginLimits', () => {
  it('never locks: after 12 wrong passwords the right one signs in, with a challenge of the level asked', async () => {
    clock = start;
    const paid = await guesses('ana', 12, (i) => `198.51.100.${i + 1}`);
    expect(paid.every(([, status]) => status === 401)).toBe(true);
    // Every 3 failures double the work, up to the highest level (3), and it stays there.
    expect(paid.map(([level]) => level)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
    const cheap = await login('ana', 'right', '198.51.100.99', 2);
    expect(cheap).toEqual({ status: 400, asked: 3 });
    expect(await login('ana', 'right', '198.51.100.99', 3)).toEqual({ status: 200, asked: null });
  });

  it('refuses a challenge below the level asked before looking at the password, and counts nothing for it', async () => {
    clock = start + 10 * MINUTE;
    await guesses('bea', 3, () => '192.0.2.30');
    const refused = await Promise.all(Array.from({ length: 5 }, () => login('bea', 'wrong', '192.0.2.30', 0)));
    expect(refused).toEqual(Array(5).fill({ status: 400, asked: 1 }));
    // The five cheap tries did not count: the 4th to 6th failures still pay level 1, the 7th level 2.
    for (let i = 0; i < 3; i++) {
      expect(await login('bea', 'wrong', '192.0.2.30', 1)).toEqual({ status: 401, asked: null });
    }
    expect(await login('bea', 'wrong', '192.0.2.30', 1)).toEqual({ status: 400, asked: 2 });
  });

  it('raises the level for an address that keeps failing, and only for that address', async () => {
    clock = start + 20 * MINUTE;
    const nat = '203.0.113.7';
    const failures = [];
    for (const account of ['c1', 'c2', 'c3', 'c4', 'c5']) failures.push(await login(account, 'wrong', nat));
    expect(failures).toEqual(Array(5).fill({ status: 401, asked: null }));
    // A fresh account from that address pays level 1, the right password included...
    expect(await login('carol', 'wrong', nat)).toEqual({ status: 400, asked: 1 });
    expect(await login('carol', 'right', nat)).toEqual({ status: 400, asked: 1 });
    expect(await login('carol', 'right', nat, 1)).toEqual({ status: 200, asked: null });
    // ...while the same account from another address pays the base level.
    expect(await login('dave', 'right', '203.0.113.8')).toEqual({ status: 200, asked: null });
  });

  it('slides: each failure leaves the window on its own, a minute after it was made', async () => {
    const at = (seconds: number) => {
      clock = start + 30 * MINUTE + seconds * 1000;
    };
    for (const seconds of [0, 20, 40]) {
      at(seconds);
      expect(await login('eve', 'wrong', '192.0.2.1')).toEqual({ status: 401, asked: null });
    }
    at(50);
    expect(await login('eve', 'right', '192.0.2.1')).toEqual({ status: 400, asked: 1 });
    at(60); // the first failure has left; the two others have not
    expect(await login('eve', 'right', '192.0.2.1')).toEqual({ status: 200, asked: null });
  });

  it('makes simultaneous guesses on one account, as several API replicas would, each pay the level before it', async () => {
    clock = start + 40 * MINUTE;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login('frank', 'wrong', `192.0.2.${10 + i}`)),
    );
    const statuses = results.map(({ status }) => status).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 401, 401, 401]);
  });

  it('does not count successful logins against the account or the address', async () => {
    clock = start + 50 * MINUTE;
    const successes = [];
    for (let i = 0; i < 6; i++) successes.push(await login('gina', 'right', '192.0.2.50'));
    expect(successes).toEqual(Array(6).fill({ status: 200, asked: null }));
    expect(await guesses('gina', 3, () => '192.0.2.50')).toEqual([
      [0, 401],
      [0, 401],
      [0, 401],
    ]);
  });
});
