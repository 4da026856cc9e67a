import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { signInAll } from '../api/testing';

let api: TestApi;
let accounts: Awaited<ReturnType<typeof signInAll<TestClient>>>;

beforeAll(async () => {
  api = await startTestApi();
  accounts = await signInAll(api, ['escort', 'client', 'libertine']);
});
afterAll(async () => {
  await api?.close();
});

const as = (username: string) => accounts.as(username);

interface Me {
  online: string | null;
  ghost: boolean;
  headline: string;
}

describe('the member on PATCH /api/user', () => {
  it('lets an escort mark themselves available now, then not', async () => {
    const on = await as('escort').request<Me>('PATCH', '/api/user', { online: new Date().toISOString() });
    expect(on.status).toBe(200);
    expect(Date.now() - Date.parse(on.body.online!)).toBeLessThan(60_000);
    const off = await as('escort').request<Me>('PATCH', '/api/user', { online: null });
    expect(off.body.online).toBeNull();
  });

  it('keeps clients off the availability switch, but lets libertines use it', async () => {
    const client = await as('client').request('PATCH', '/api/user', { online: new Date().toISOString() });
    expect(client).toMatchObject({ status: 403, body: { code: 'availability_not_allowed' } });
    const libertine = await as('libertine').request<Me>('PATCH', '/api/user', { online: new Date().toISOString() });
    expect(libertine.status).toBe(200);
  });

  it('turns ghost mode on and off, refusing availability changes while on', async () => {
    const ghost = await as('escort').request<Me>('PATCH', '/api/user', { ghost: true });
    expect(ghost.body).toMatchObject({ ghost: true, online: null });
    const refused = await as('escort').request('PATCH', '/api/user', { online: new Date().toISOString() });
    expect(refused).toMatchObject({ status: 409, body: { code: 'ghost_mode_active' } });
    expect((await as('escort').request<Me>('PATCH', '/api/user', { ghost: false })).body.ghost).toBe(false);
  });

  it('refuses an 81-character headline naming the field, and keeps an 80-character one', async () => {
    const long = await as('escort').request<{ issues: Array<{ path: string }> }>('PATCH', '/api/user', {
      headline: 'x'.repeat(81),
    });
    expect(long.status).toBe(400);
    expect(long.body.issues[0]!.path).toBe('body.headline');
    const ok = await as('escort').request<Me>('PATCH', '/api/user', { headline: 'y'.repeat(80) });
    expect(ok.body.headline).toBe('y'.repeat(80));
  });

  it('keeps website links for VIPs in the Quebec variant', async () => {
    const response = await as('escort').request('PATCH', '/api/user', { websiteUrl: 'https://example.org' });
    expect(response).toMatchObject({ status: 403, body: { code: 'vip_required' } });
  });

  it('records favorites on the server and lists them', async () => {
    const escortId = accounts.idOf('escort');
    const toggled = await as('client').request<{ favorites: Record<string, true> }>('PATCH', '/api/user/favorites', {
      favoritedUserId: escortId,
      isFavorited: true,
    });
    expect(toggled.body.favorites).toEqual({ [escortId]: true });
    const list = await as('client').request<Array<{ _id: string; placeholder: string; underReview: boolean }>>(
      'GET',
      '/api/user/favorites',
    );
    expect(list.body.map((user) => user._id)).toEqual([escortId]);
    // The card of listings and search, so the favorites page shows pictures and badges the same way.
    expect(list.body[0]).toMatchObject({ placeholder: expect.stringMatching(/^\/cached\/placeholders\/\d+\.jpg$/) });
    expect(typeof list.body[0]!.underReview).toBe('boolean');
    const missing = await as('client').request('PATCH', '/api/user/favorites', {
      favoritedUserId: 'nobody',
      isFavorited: true,
    });
    expect(missing.status).toBe(404);
    const guest = await api
      .client()
      .request<Array<{ _id: string }>>('GET', `/api/user/favorites?ids=${escortId},nobody`);
    expect(guest.body.map((user) => user._id)).toEqual([escortId]);
  });

  it('records an acknowledged reminder', async () => {
    const response = await as('escort').request('POST', '/api/user/reminders', { reminder: 'vipReminder' });
    expect(response.status).toBe(200);
    const bad = await as('escort').request('POST', '/api/user/reminders', { reminder: 'nope' });
    expect(bad.status).toBe(400);
  });
});

describe('who is signed in, GET /api/user', () => {
  it('answers a visitor 401, or 204 (nobody, no error) when asked with ?guest=null as the site does', async () => {
    expect((await api.client().request('GET', '/api/user')).status).toBe(401);
    const guest = await api.client().request('GET', '/api/user?guest=null');
    expect(guest.status).toBe(204);
    expect(guest.body).toBeFalsy();
    const member = await as('client').request<{ username: string }>('GET', '/api/user?guest=null');
    expect(member).toMatchObject({ status: 200, body: { username: 'client' } });
  });
});
