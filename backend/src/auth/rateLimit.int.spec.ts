import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimit, rateLimitMigration, type RateLimitDatabase } from './rateLimit';
import { listen, openMigratedDatabase, testApp, type MigratedDatabase } from './testing';

const MINUTE = 60_000;
/** 10:00:15, a quarter of the way into a one-minute window. */
const start = Date.parse('2025-03-01T10:00:15Z');

let t: MigratedDatabase<RateLimitDatabase>;
let server: { url: string; close(): Promise<void> };
let clock = start;

beforeAll(async () => {
  t = await openMigratedDatabase<RateLimitDatabase>([rateLimitMigration]);
  const app = testApp();
  const router = new Router();
  const limited = (name: string) =>
    rateLimit({ db: t.db, name, limit: 3, windowMs: MINUTE, key: (ctx) => ctx.get('x-client'), now: () => clock });
  router.post('/login', limited('login'), (ctx) => {
    ctx.body = { ok: true };
  });
  router.post('/register', limited('register'), (ctx) => {
    ctx.body = { ok: true };
  });
  app.use(router.routes());
  server = await listen(app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const attempt = (client: string, path = '/login') =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'x-client': client } });
const statuses = async (client: string, times: number, path = '/login') => {
  const result: number[] = [];
  for (let i = 0; i < times; i++) result.push((await attempt(client, path)).status);
  return result;
};

describe('rateLimit', () => {
  it('refuses the attempt after the limit with a 429 saying when to come back', async () => {
    clock = start;
    expect(await statuses('203.0.113.1', 3)).toEqual([200, 200, 200]);
    const refused = await attempt('203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toEqual({ msg: 'Too many attempts, try again in 45 seconds', code: 'rate_limited' });
  });

  it('counts each client apart, and each limit apart', async () => {
    clock = start;
    expect(await statuses('203.0.113.2', 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses('203.0.113.3', 1)).toEqual([200]);
    expect(await statuses('203.0.113.2', 1, '/register')).toEqual([200]);
  });

  it('starts counting afresh in the next window', async () => {
    clock = start;
    expect(await statuses('203.0.113.4', 4)).toEqual([200, 200, 200, 429]);
    clock = start + 44_000;
    expect((await attempt('203.0.113.4')).headers.get('retry-after')).toBe('1');
    clock = start + 45_000;
    expect(await statuses('203.0.113.4', 4)).toEqual([200, 200, 200, 429]);
  });

  it('counts simultaneous attempts exactly, as several API replicas would make them', async () => {
    clock = start + 10 * MINUTE;
    const results = await Promise.all(Array.from({ length: 8 }, () => attempt('203.0.113.5')));
    expect(results.map((response) => response.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('drops the counters of past windows', async () => {
    clock = start + 20 * MINUTE;
    await attempt('203.0.113.6');
    clock = start + 30 * MINUTE;
    await attempt('203.0.113.7');
    const windows = await t.db.selectFrom('auth_rate_limits').select('window_end').distinct().execute();
    expect(windows.map((row) => row.window_end.getTime())).toEqual([Date.parse('2025-03-01T10:31:00Z')]);
  });
});
