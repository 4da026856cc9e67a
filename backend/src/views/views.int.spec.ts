import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInZone, streams, type ViewCounts } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { claimView, VIEW_THROTTLE_MS } from './throttle';

let api: TestApi;
const clients = new Map<string, TestClient>();
const ids = new Map<string, string>();

beforeAll(async () => {
  api = await startTestApi();
  for (const username of ['admin', 'moderator', 'escort', 'client', 'libertine']) {
    const client = await api.as(username);
    clients.set(username, client);
    ids.set(username, (await client.request<{ _id: string }>('GET', '/api/user')).body._id);
  }
  // The escort is VIP: docs/product.md §6 lets VIPs see their own statistics.
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const vip = await as('admin').request('POST', `/api/users/${ids.get('escort')}/vip`, { until, reason: 'test' });
  expect(vip.status).toBe(200);
});
afterAll(async () => {
  await api?.close();
});

const as = (username: string) => clients.get(username)!;
const escort = () => ids.get('escort')!;
const today = () => dayInZone(new Date());

interface Point {
  year: number;
  month: number;
  day?: number;
  counts: ViewCounts;
}
interface Statistics {
  unit: 'day' | 'month';
  range: string;
  points: Point[];
  totals: ViewCounts;
}

const statisticsOf = (client: TestClient, userId: string, range = '14d') =>
  client.request<Statistics>('GET', `/api/users/${userId}/statistics?range=${range}`);

describe('POST /api/views', () => {
  it('counts a member view (201) and shows it in the target VIP owner statistics', async () => {
    const before = (await statisticsOf(as('escort'), escort())).body.totals.user_view;
    const sent = await as('client').request('POST', '/api/views', {
      name: 'user_view',
      targetUserId: escort(),
      vip: true,
    });
    expect(sent).toMatchObject({ status: 201, body: { counted: true } });
    await expect
      .poll(async () => (await statisticsOf(as('escort'), escort())).body.points.at(-1)?.counts.user_view)
      .toBe(before + 1);
  });

  it('counts a logged-out visitor too', async () => {
    const sent = await api
      .client()
      .request('POST', '/api/views', { name: 'user_contact', targetUserId: escort(), vip: true });
    expect(sent).toMatchObject({ status: 201, body: { counted: true } });
    await expect.poll(async () => (await statisticsOf(as('escort'), escort())).body.totals.user_contact).toBe(1);
  });

  it('counts the same viewer, name and target once per 10 minutes, other names apart', async () => {
    const body = { name: 'ad_messsages_top_banner_click', targetUserId: escort(), vip: false };
    expect((await as('libertine').request('POST', '/api/views', body)).body).toEqual({ counted: true });
    expect((await as('libertine').request('POST', '/api/views', body)).body).toEqual({ counted: false });
    const other = { ...body, name: 'ad_menu_click_2' };
    expect((await as('libertine').request('POST', '/api/views', other)).body).toEqual({ counted: true });
    // Nor does a member looking at their own profile inflate their figures.
    const own = await as('escort').request('POST', '/api/views', { ...body, name: 'user_view' });
    expect(own).toMatchObject({ status: 201, body: { counted: false } });
  });

  it('frees a claim once the 10 minutes have passed', async () => {
    const claim = { targetUserId: 'someone', name: 'user_view' as const, viewerKey: 'ip:203.0.113.9' };
    const at = new Date('2026-01-01T12:00:00Z');
    expect(await claimView(api.deps.db, claim, at)).toBe(true);
    expect(await claimView(api.deps.db, claim, new Date(at.getTime() + VIEW_THROTTLE_MS - 1000))).toBe(false);
    expect(await claimView(api.deps.db, claim, new Date(at.getTime() + VIEW_THROTTLE_MS))).toBe(true);
  });

  it('answers 400 {msg, code} for an unknown name and 404 for an unknown target', async () => {
    const bad = await as('client').request('POST', '/api/views', {
      name: 'ad_messages_top_banner_click',
      targetUserId: escort(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_request', msg: expect.stringContaining('body.name') });
    const missing = await as('client').request('POST', '/api/views', { name: 'user_view', targetUserId: 'nobody' });
    expect(missing).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });
});

describe('GET /api/users/:id/statistics', () => {
  it('serves staff always, the VIP owner, and no one else', async () => {
    for (const staff of ['admin', 'moderator']) {
      expect((await statisticsOf(as(staff), escort())).status).toBe(200);
      expect((await statisticsOf(as(staff), ids.get('client')!)).status).toBe(200);
    }
    expect((await statisticsOf(as('escort'), escort())).status).toBe(200);
    const notVip = await statisticsOf(as('client'), ids.get('client')!);
    expect(notVip).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await statisticsOf(as('client'), escort())).status).toBe(403);
    expect((await statisticsOf(api.client(), escort())).status).toBe(401);
    expect((await statisticsOf(as('admin'), 'nobody')).status).toBe(404);
  });

  it('refuses an unknown range with 400', async () => {
    const response = await statisticsOf(as('escort'), escort(), '7d');
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
  });

  it('answers day points for 14d and 30d and month points for 6m and 12m, older days from summaries', async () => {
    // Twenty days ago lies past the raw-event window: only a summary holds it.
    const old = addDays(today(), -20);
    await api.t.store.append(
      streams.viewStats(escort()),
      [{ type: 'ViewsSummarised', data: { day: old, counts: { user_view: 7, user_favorite: 2 } } }],
      {
        metadata: {
          actorId: null,
          actorRole: 'system',
          impersonatorId: null,
          correlationId: 'test',
          causationId: null,
          reason: null,
          at: new Date().toISOString(),
        },
      },
    );
    const [y, m, d] = old.split('-').map(Number);
    await expect
      .poll(async () => (await statisticsOf(as('escort'), escort(), '30d')).body.totals.user_favorite)
      .toBe(2);
    const days14 = (await statisticsOf(as('escort'), escort(), '14d')).body;
    expect(days14).toMatchObject({ unit: 'day', range: '14d' });
    expect(days14.points).toHaveLength(14);
    expect(days14.points.every((point) => point.day !== undefined)).toBe(true);
    expect(days14.totals.user_favorite).toBe(0);
    const days30 = (await statisticsOf(as('escort'), escort(), '30d')).body;
    expect(days30.points).toHaveLength(30);
    expect(days30.points.find((p) => p.year === y && p.month === m && p.day === d)?.counts.user_view).toBe(7);

    for (const [range, length] of [
      ['6m', 6],
      ['12m', 12],
    ] as const) {
      const months = (await statisticsOf(as('escort'), escort(), range)).body;
      expect(months).toMatchObject({ unit: 'month', range });
      expect(months.points).toHaveLength(length);
      expect(months.points.every((point) => point.day === undefined)).toBe(true);
      expect(months.points.find((p) => p.year === y && p.month === m)?.counts.user_favorite).toBe(2);
      expect(months.totals.user_view).toBe(days30.totals.user_view);
    }
  });
});

describe('GET /api/views', () => {
  it('gives staff site-wide counts per day and name, and refuses others', async () => {
    const response = await as('moderator').request<Statistics>('GET', '/api/views?range=14d');
    expect(response.status).toBe(200);
    expect(response.body.points).toHaveLength(14);
    expect(response.body.totals.user_view).toBeGreaterThanOrEqual(1);
    expect(response.body.totals.ad_menu_click_2).toBeGreaterThanOrEqual(1);
    expect((await as('escort').request('GET', '/api/views?range=14d')).status).toBe(403);
    expect((await api.client().request('GET', '/api/views?range=14d')).status).toBe(401);
    expect((await as('admin').request('GET', '/api/views?range=2w')).status).toBe(400);
  });
});

describe('GET /api/users/statistics', () => {
  it('gives staff sign-ups and credits sold per bucket, active profiles and VIPs', async () => {
    type Figures = {
      unit: string;
      points: Array<{ signUps: number; creditsSold: number; day?: number }>;
      totals: { signUps: number; creditsSold: number };
      activeProfiles: number;
      vipCount: number;
    };
    const figures = async () => (await as('admin').request<Figures>('GET', '/api/users/statistics?range=30d')).body;
    const before = await figures();
    const deposit = await as('admin').request('POST', `/api/users/${ids.get('client')}/credits`, {
      credits: 30,
      notify: false,
    });
    expect(deposit.status).toBe(201);
    const after = await figures();
    expect(after.unit).toBe('day');
    expect(after.points).toHaveLength(30);
    // The six demo accounts signed up today.
    expect(after.points.at(-1)?.signUps).toBe(6);
    expect(after.totals.signUps).toBe(6);
    expect(after.points.at(-1)!.creditsSold - before.points.at(-1)!.creditsSold).toBe(30);
    expect(after.totals.creditsSold - before.totals.creditsSold).toBe(30);
    expect(after.vipCount).toBe(1);
    expect(after.activeProfiles).toBeGreaterThanOrEqual(1);
    const months = await as('moderator').request<{ points: unknown[] }>('GET', '/api/users/statistics?range=12m');
    expect(months.body.points).toHaveLength(12);
    expect((await as('client').request('GET', '/api/users/statistics')).status).toBe(403);
    expect((await api.client().request('GET', '/api/users/statistics')).status).toBe(401);
  });

  it('leaves the sales out of a moderator’s answer, whatever the range (docs/product.md §6)', async () => {
    for (const range of ['14d', '12m']) {
      const admin = await as('admin').request<Record<string, unknown>>('GET', `/api/users/statistics?range=${range}`);
      const moderator = await as('moderator').request<{
        points: Record<string, unknown>[];
        totals: Record<string, unknown>;
        activeProfiles: number;
      }>('GET', `/api/users/statistics?range=${range}`);
      expect(moderator.status).toBe(200);
      expect(JSON.stringify(admin.body)).toContain('creditsSold');
      expect(JSON.stringify(moderator.body)).not.toContain('creditsSold');
      expect(Object.keys(moderator.body.totals)).toEqual(['signUps']);
      expect(moderator.body.points.every((point) => typeof point.signUps === 'number')).toBe(true);
      expect(moderator.body.activeProfiles).toBe((admin.body as { activeProfiles: number }).activeProfiles);
    }
  });
});
