import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { directoryFixture } from '../../../test/directory';

interface Notification {
  _id: string;
  userId: string;
  type: string;
  read: boolean;
  title: string;
  description: string;
}
interface List {
  data: Notification[];
  extraData: { total: number; unread: number };
}

let api: TestApi;
const clients = new Map<string, TestClient>();
const ids = new Map<string, string>();
const as = (username: string) => clients.get(username)!;
const custom = {
  fr: { title: 'Maintenance ce soir', description: 'Le site sera indisponible à 23 h.' },
  en: { title: 'Maintenance tonight', description: 'The site will be down at 11 pm.' },
};
const notify = (staff: string, userId: string, type: string, body?: unknown) =>
  as(staff).request<Notification & { code?: string }>('POST', '/api/notifications', { userId, type, body });
const mine = (who: string, query = '') => as(who).request<List>('GET', `/api/notifications${query}`);

beforeAll(async () => {
  api = await startTestApi();
  for (const username of ['admin', 'moderator', 'advertiser', 'client', 'escort', 'libertine']) {
    clients.set(username, await api.as(username));
    ids.set(username, (await as(username).request<{ _id: string }>('GET', '/api/user')).body._id);
  }
  const fixture = directoryFixture(api);
  await fixture.add({ username: 'escort2' });
  await fixture.settle();
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/notifications', () => {
  it('lets admins and moderators notify a member (201), nobody else', async () => {
    const created = await notify('admin', ids.get('client')!, 'accountApproved');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userId: ids.get('client'), type: 'accountApproved', read: false });
    expect((await notify('moderator', ids.get('client')!, 'actionTakenOnReportedUser')).status).toBe(201);
    for (const member of ['advertiser', 'client', 'escort']) {
      expect((await notify(member, ids.get('client')!, 'accountApproved')).status).toBe(403);
    }
    expect((await api.client().request('POST', '/api/notifications', { userId: 'x', type: 'custom' })).status).toBe(
      401,
    );
    expect((await notify('admin', 'no-such-user', 'accountApproved')).status).toBe(404);
  });

  it('requires a body in both languages for custom, and only for custom', async () => {
    expect((await notify('admin', ids.get('escort')!, 'custom')).status).toBe(400);
    expect((await notify('admin', ids.get('escort')!, 'custom', { fr: custom.fr })).status).toBe(400);
    expect((await notify('admin', ids.get('escort')!, 'accountApproved', custom)).status).toBe(400);
    const created = await as('admin').request<Notification>('POST', '/api/notifications?lang=en', {
      userId: ids.get('escort'),
      type: 'custom',
      body: custom,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Maintenance tonight', description: custom.en.description });
  });
});

describe('GET /api/notifications', () => {
  it("lists the reader's own, newest first, with texts in the reader's language", async () => {
    const french = await mine('client');
    expect(french.body.data.map((n) => n.type)).toEqual(['actionTakenOnReportedUser', 'accountApproved']);
    expect(french.body.extraData).toMatchObject({ total: 2, unread: 2 });
    // The Quebec variant speaks French unless asked otherwise.
    expect(french.body.data[1]).toMatchObject(NOTIFICATION_TEXTS.accountApproved.fr);
    expect((await mine('client', '?lang=en')).body.data[1]).toMatchObject(NOTIFICATION_TEXTS.accountApproved.en);
    const browser = await as('client').fetch('/api/notifications', {
      headers: { 'accept-language': 'en-CA,en;q=0.9' },
    });
    expect(((await browser.json()) as List).data[1]!.title).toBe('Account approved');
    expect((await mine('escort')).body.data[0]).toMatchObject(custom.fr);
  });

  it("lists everyone's for staff with VIEW_ALL_USERS (?scope=all), 403 for members", async () => {
    const all = await mine('moderator', '?scope=all');
    expect(all.status).toBe(200);
    // Staff's own, and those the reactor sent on the demo accounts' approval and role switch.
    const users = new Set(all.body.data.map((n) => n.userId));
    for (const who of ['client', 'escort', 'libertine']) expect(users.has(ids.get(who)!)).toBe(true);
    expect((await mine('client', '?scope=all')).status).toBe(403);
    expect((await api.client().request('GET', '/api/notifications')).status).toBe(401);
  });
});

describe('reading and dismissing', () => {
  it("marks one, several or all read; another member's id answers 404", async () => {
    const [newest, oldest] = (await mine('client')).body.data;
    const one = await as('client').request<Notification>('PATCH', `/api/notifications/${oldest!._id}`);
    expect(one).toMatchObject({ status: 200, body: { _id: oldest!._id, read: true } });
    expect((await mine('client')).body.extraData.unread).toBe(1);
    expect((await as('escort').request('PATCH', `/api/notifications/${newest!._id}`)).status).toBe(404);
    expect((await as('escort').request('PATCH', '/api/notifications', { ids: [newest!._id] })).status).toBe(404);
    expect((await as('client').request('PATCH', '/api/notifications', { all: true })).body).toEqual({ read: 1 });
    expect((await mine('client')).body.extraData.unread).toBe(0);
    expect((await as('client').request('PATCH', '/api/notifications', { ids: [newest!._id] })).body).toEqual({
      read: 0,
    });
  });

  it('dismisses one (204), then all (204); strangers get 404', async () => {
    await notify('admin', ids.get('client')!, 'creditsBalanceUpdated');
    const [first, ...rest] = (await mine('client')).body.data;
    expect((await as('escort').request('DELETE', `/api/notifications/${first!._id}`)).status).toBe(404);
    expect((await as('client').request('DELETE', `/api/notifications/${first!._id}`)).status).toBe(204);
    expect((await mine('client')).body.data.map((n) => n._id)).toEqual(rest.map((n) => n._id));
    expect((await as('client').request('DELETE', `/api/notifications/${first!._id}`)).status).toBe(404);
    expect((await as('client').request('DELETE', '/api/notifications')).status).toBe(204);
    expect((await mine('client')).body.data).toEqual([]);
    // The escort's own list is untouched (the custom one, and the approval the reactor sent).
    expect((await mine('escort')).body.data.map((n) => n.type)).toEqual(['custom', 'accountApproved']);
  });
});

describe('batches (admin)', () => {
  const count = (body: unknown, who = 'admin') =>
    as(who).request<{ count: number }>('POST', '/api/notifications/batch/count', body);

  it('counts the recipients of a category, optionally active after a date', async () => {
    expect((await count({ recipientCategory: 'escorts' })).body).toEqual({ count: 2 });
    expect((await count({ recipientCategory: 'libertines' })).body).toEqual({ count: 1 });
    expect((await count({ recipientCategory: 'clients' })).body).toEqual({ count: 1 });
    expect((await count({ recipientCategory: 'advertisers' })).body).toEqual({ count: 1 });
    expect((await count({ recipientCategory: 'vip' })).body).toEqual({ count: 0 });
    expect((await count({ recipientCategory: 'all' })).body).toEqual({ count: 7 });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await count({ recipientCategory: 'all', activityDateGreaterThan: future })).body).toEqual({ count: 0 });
    expect((await count({ recipientCategory: 'all', activityDateGreaterThan: '2020-01-01' })).body).toEqual({
      count: 7,
    });
    expect((await count({ recipientCategory: 'robots' })).status).toBe(400);
    expect((await count({ recipientCategory: 'all' }, 'moderator')).status).toBe(403);
  });

  it('notifies each recipient once, even when the batch is retried', async () => {
    const batch = { recipientCategory: 'escorts', type: 'custom', body: custom };
    expect((await as('moderator').request('POST', '/api/notifications/batch', batch)).status).toBe(403);
    expect((await as('admin').request('POST', '/api/notifications/batch', { ...batch, body: undefined })).status).toBe(
      400,
    );
    const created = await as('admin').request<{ batchId: string; count: number }>(
      'POST',
      '/api/notifications/batch',
      batch,
    );
    expect(created.status).toBe(201);
    expect(created.body.count).toBe(2);
    const retried = await as('admin').request('POST', '/api/notifications/batch', {
      ...batch,
      batchId: created.body.batchId,
    });
    expect(retried).toMatchObject({ status: 201, body: { batchId: created.body.batchId, count: 2 } });
    const escortList = (await mine('escort')).body.data;
    expect(escortList.filter((n) => n.title === custom.fr.title)).toHaveLength(2); // one single + one batch
    const sent = await api.deps.db
      .withSchema('notifications')
      .selectFrom('notifications')
      .select('user_id')
      .where('cause_id', '=', created.body.batchId)
      .execute();
    expect(sent.map((row: { user_id: string }) => row.user_id).sort()).toHaveLength(2);
    expect(sent.some((row: { user_id: string }) => row.user_id === ids.get('escort'))).toBe(true);
    expect((await mine('client')).body.data).toEqual([]);
  });
});
