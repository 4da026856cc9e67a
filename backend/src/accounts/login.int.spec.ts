import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';

// A fresh API per test: every request comes from this machine's one address, whose failures add up.
let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(async () => {
  await api?.close();
});

const login = async (identifier: string, password: string) =>
  (await api.client().request('POST', '/api/auth', { identifier, password })).status;

describe('POST /api/auth limits', () => {
  it('lets a member in from an address where others keep failing (one NAT, many people)', async () => {
    const failures: number[] = [];
    for (let i = 0; i < 25; i++) failures.push(await login(i % 2 ? `nobody${i}` : 'moderator', 'wrong'));
    expect(failures.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(failures.at(-1)).toBe(429);
    expect(await login('client', 'demo-password')).toBe(200);
  });

  it('locks an account after 10 failures, right password included, while others still sign in', async () => {
    const failures: number[] = [];
    for (let i = 0; i < 10; i++) failures.push(await login('escort', 'wrong'));
    expect(failures).toEqual(Array(10).fill(401));
    const locked = await api
      .client()
      .request('POST', '/api/auth', { identifier: 'ESCORT@demo.local', password: 'demo-password' });
    expect(locked).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await login('advertiser', 'demo-password')).toBe(200);
  });

  it('locks an unknown name exactly like a known account, so a lock says nothing', async () => {
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 11; i++) unknown.push(await login('no_such_member', 'wrong'));
    for (let i = 0; i < 11; i++) known.push(await login('libertine', 'wrong'));
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toBe(429);
  });
});
