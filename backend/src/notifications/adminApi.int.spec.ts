import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';

let api: TestApi;
let admin: TestClient;
let moderator: TestClient;
let clientId: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
  moderator = await api.as('moderator');
  clientId = (await (await api.as('client')).request<{ _id: string }>('GET', '/api/user')).body._id;
});
afterAll(async () => {
  await api?.close();
});

interface Row {
  id: string;
  userId: string;
  username: string;
  type: string;
  title: string;
  dismissed: boolean;
}
const body = {
  fr: { title: 'Nouveautés', description: 'La messagerie fait peau neuve.' },
  en: { title: 'What’s new', description: 'Messaging has a fresh look.' },
};

describe('/api/admin/notifications', () => {
  it('lets staff create a notification for a member, list it with the name, and delete it', async () => {
    const created = await moderator.request<Row>('POST', '/api/admin/notifications?lang=en', {
      userId: clientId,
      type: 'custom',
      body,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userId: clientId, username: 'client', type: 'custom', dismissed: false });

    const filter = encodeURIComponent(JSON.stringify({ userId: clientId, dismissed: false }));
    const listed = await moderator.request<Row[]>('GET', `/api/admin/notifications?filter=${filter}&range=[0,9]`);
    expect(listed.body.map((row) => row.id)).toContain(created.body.id);
    expect(listed.headers.get('content-range')).toMatch(/^notifications 0-\d+\/\d+$/);

    const deleted = await moderator.request<Row>('DELETE', `/api/admin/notifications/${created.body.id}`);
    expect(deleted.body).toMatchObject({ id: created.body.id, dismissed: true });
    const mine = await (await api.as('client')).request<{ data: Array<{ _id: string }> }>('GET', '/api/notifications');
    expect(mine.body.data.map((row) => row._id)).not.toContain(created.body.id);
  });

  it('answers 400 for a custom notification without its text, and 404 for an unknown member', async () => {
    const missing = await moderator.request('POST', '/api/admin/notifications', { userId: clientId, type: 'custom' });
    expect(missing).toMatchObject({ status: 400, body: { code: 'invalid_request', issues: [{ path: 'body.body' }] } });
    const unknown = await moderator.request('POST', '/api/admin/notifications', {
      userId: 'nobody',
      type: 'accountApproved',
    });
    expect(unknown.status).toBe(404);
  });

  it('is for staff: advertisers and clients get 403', async () => {
    for (const username of ['advertiser', 'client']) {
      expect((await (await api.as(username)).request('GET', '/api/admin/notifications')).status).toBe(403);
    }
  });
});

describe('/api/admin/notification-batches', () => {
  it('sends a batch to a category and lists it with its audience and count', async () => {
    const counted = await admin.request<{ count: number }>('POST', '/api/notifications/batch/count', {
      recipientCategory: 'advertisers',
    });
    const sent = await admin.request<{ id: string; count: number; recipientCategory: string }>(
      'POST',
      '/api/admin/notification-batches',
      { recipientCategory: 'advertisers', activityDateGreaterThan: '2020-01-01', body },
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      recipientCategory: 'advertisers',
      activityDateGreaterThan: '2020-01-01T00:00:00.000Z',
      count: counted.body.count,
      sentByUsername: 'admin',
      body,
    });
    expect(counted.body.count).toBeGreaterThan(0);

    const list = await admin.request<Array<{ id: string }>>('GET', '/api/admin/notification-batches');
    expect(list.body.map((row) => row.id)).toContain(sent.body.id);
    expect(list.headers.get('content-range')).toMatch(/^notification-batches 0-\d+\/\d+$/);

    const notified = await (
      await api.as('advertiser')
    ).request<{ data: Array<{ title: string }> }>('GET', '/api/notifications?lang=fr');
    expect(notified.body.data.map((row) => row.title)).toContain('Nouveautés');
  });

  it('sends a batch retried with the same id once', async () => {
    const batchId = '6f1d0c5e-3c1b-4f3e-9a53-2b8f7f3f0a11';
    const once = { fr: { title: 'Une seule fois', description: '' }, en: { title: 'Only once', description: '' } };
    const input = { recipientCategory: 'advertisers', body: once, batchId };
    const first = await admin.request<{ count: number }>('POST', '/api/admin/notification-batches', input);
    const again = await admin.request<{ count: number }>('POST', '/api/admin/notification-batches', input);
    expect([first.status, again.status]).toEqual([201, 201]);
    const list = await admin.request<Array<{ id: string }>>('GET', '/api/admin/notification-batches?range=[0,99]');
    expect(list.body.filter((row) => row.id === batchId)).toHaveLength(1);
    const inbox = await (
      await api.as('advertiser')
    ).request<{ data: Array<{ title: string }> }>('GET', '/api/notifications?lang=en');
    expect(inbox.body.data.filter((row) => row.title === 'Only once')).toHaveLength(1);
  });

  it('answers 400 naming a bad category or a missing language, and moderators get 403', async () => {
    const bad = await admin.request('POST', '/api/admin/notification-batches', {
      recipientCategory: 'everyone',
      body: { fr: body.fr },
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { issues: Array<{ path: string }> }).issues.map((issue) => issue.path).sort()).toEqual([
      'body.body.en',
      'body.recipientCategory',
    ]);
    expect((await moderator.request('GET', '/api/admin/notification-batches')).status).toBe(403);
    expect(
      (await moderator.request('POST', '/api/admin/notification-batches', { recipientCategory: 'all', body })).status,
    ).toBe(403);
  });
});
