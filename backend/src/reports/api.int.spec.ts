import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportedUser } from '@annuaire/projections';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { newMember } from '../pictures/testing';

let api: TestApi;
let admin: TestClient;
let moderator: TestClient;

beforeAll(async () => {
  // Behind one trusted proxy: each test picks the visitor's address with X-Forwarded-For.
  api = await startTestApi({ WEBSITE: 'QC', TRUST_PROXY: '1' });
  admin = await api.as('admin');
  moderator = await api.as('moderator');
});
afterAll(async () => {
  await api?.close();
});

const actionNotices = async (client: TestClient) =>
  (await client.request<{ data: Array<{ type: string }> }>('GET', '/api/notifications')).body.data.filter(
    (notification) => notification.type === 'actionTakenOnReportedUser',
  );

const overview = (client: TestClient, filter: object = {}) =>
  client.request<ReportedUser[]>('GET', `/api/admin/reports?filter=${encodeURIComponent(JSON.stringify(filter))}`);

const fromAddress = (address: string) => ({ 'x-forwarded-for': address });

describe('POST /api/reports', () => {
  it('files a report, and one open report per reporter and member until staff resolve it', async () => {
    const reported = await newMember(api);
    const reporter = await newMember(api, 'client');
    const first = await reporter.client.request('POST', '/api/reports', {
      userId: reported.id,
      reason: 'scam',
      message: 'Asked for a deposit by gift card',
    });
    expect(first).toMatchObject({ status: 201, body: { reportedUserId: reported.id, reason: 'scam', status: 'open' } });
    const again = await reporter.client.request('POST', '/api/reports', { userId: reported.id, reason: 'spam' });
    expect(again).toMatchObject({ status: 409, body: { code: 'already_reported' } });
    // Two at once: one is filed, the other refused, never two open reports.
    const other = await newMember(api);
    const racing = await Promise.all(
      [1, 2].map(() => reporter.client.request('POST', '/api/reports', { userId: other.id, reason: 'spam' })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409]);

    await moderator.request('POST', `/api/admin/reports/${reported.id}/resolve`, { note: 'Warned the member' });
    const afterResolution = await reporter.client.request('POST', '/api/reports', {
      userId: reported.id,
      reason: 'fakePictures',
    });
    expect(afterResolution.status).toBe(201);
  });

  it('takes a visitor report (captcha, counted by address), one open per address', async () => {
    const reported = await newMember(api);
    const guest = api.client();
    const report = { userId: reported.id, reason: 'trafficking', message: 'Someone else answers her phone' };
    const filed = await guest.request('POST', '/api/reports', report, fromAddress('198.51.100.7'));
    expect(filed.status).toBe(201);
    const twice = await guest.request('POST', '/api/reports', report, fromAddress('198.51.100.7'));
    expect(twice).toMatchObject({ status: 409, body: { code: 'already_reported' } });
    expect((await api.client().request('POST', '/api/reports', report, fromAddress('198.51.100.8'))).status).toBe(201);

    const detail = await moderator.request<{
      unique: number;
      reports: Array<{ byGuest: boolean; reporterId: string }>;
    }>('GET', `/api/admin/reports/${reported.id}`);
    expect(detail.body.unique).toBe(2);
    expect(detail.body.reports.every((one) => one.byGuest && !one.reporterId.includes('198.51'))).toBe(true);
  });

  it('limits how many reports one address files in an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await api
        .client()
        .request('POST', '/api/reports', { userId: 'nobody', reason: 'spam' }, fromAddress('203.0.113.99'));
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('reports from a conversation only with its other member', async () => {
    const sent = await moderator.request<{ conversation: string }>('POST', '/api/conversations/username/escort', {
      body: 'Hello',
    });
    expect(sent.status).toBe(201);
    const conversations = await moderator.request<{ data: Array<{ _id: string; recipient: { _id: string } }> }>(
      'GET',
      '/api/conversations',
    );
    const escortId = conversations.body.data.find((one) => one._id === sent.body.conversation)!.recipient._id;
    const conversationId = sent.body.conversation;
    const stranger = await newMember(api, 'client');
    const notTheirs = await stranger.client.request('POST', '/api/reports', {
      userId: escortId,
      reason: 'scam',
      conversationId,
    });
    expect(notTheirs).toMatchObject({ status: 400, body: { issues: [{ path: 'body.conversationId' }] } });
    const filed = await moderator.request('POST', '/api/reports', {
      userId: escortId,
      reason: 'scam',
      conversationId,
    });
    expect(filed.status).toBe(201);
    const detail = await moderator.request<{ reports: Array<{ conversationId: string }> }>(
      'GET',
      `/api/admin/reports/${escortId}`,
    );
    expect(detail.body.reports[0]?.conversationId).toBe(conversationId);
  });

  it('answers 400 for oneself or a bad reason, 404 for an unknown member', async () => {
    const member = await newMember(api, 'client');
    const self = await member.client.request('POST', '/api/reports', { userId: member.id, reason: 'spam' });
    expect(self).toMatchObject({ status: 400, body: { issues: [{ path: 'body.userId' }] } });
    const reason = await member.client.request('POST', '/api/reports', { userId: 'x', reason: 'rude' });
    expect(reason).toMatchObject({ status: 400, body: { issues: [{ path: 'body.reason' }] } });
    const unknown = await member.client.request('POST', '/api/reports', { userId: 'nobody', reason: 'spam' });
    expect(unknown.status).toBe(404);
  });
});

describe('/api/admin/reports', () => {
  it('counts reports and distinct reporters per member, flags the most reported by the thresholds, and resolves', async () => {
    const reported = await newMember(api);
    for (let i = 0; i < 3; i++) {
      const reporter = await newMember(api, 'client');
      await reporter.client.request('POST', '/api/reports', {
        userId: reported.id,
        reason: i === 0 ? 'fakePictures' : 'scam',
      });
    }
    const [row] = (await overview(moderator, { id: [reported.id] })).body;
    // Quebec: 7 reports from 3 people (docs/product.md §9); 3 from 3 is not enough.
    expect(row).toMatchObject({ userId: reported.id, total: 3, unique: 3, reasons: { fakePictures: 1, scam: 2 } });
    expect(row!.mostReported).toBe(false);

    await admin.request('PUT', '/api/admin/settings/app', {
      maintenanceMode: false,
      cookieConsentEnabled: true,
      mostReportedTotal: 3,
      mostReportedUnique: 2,
    });
    const most = await overview(moderator, { mostReported: true });
    expect(most.body.map((user) => user.userId)).toContain(reported.id);
    expect(most.headers.get('content-range')).toMatch(/^reports 0-\d+\/\d+$/);

    const detail = await moderator.request<{ reports: Array<{ reporterUsername: string }> }>(
      'GET',
      `/api/admin/reports/${reported.id}`,
    );
    expect(detail.body.reports).toHaveLength(3);
    const noNote = await moderator.request('POST', `/api/admin/reports/${reported.id}/resolve`, {});
    expect(noNote).toMatchObject({ status: 400, body: { issues: [{ path: 'body.note' }] } });
    const resolved = await moderator.request<{ resolved: number }>(
      'POST',
      `/api/admin/reports/${reported.id}/resolve`,
      {
        note: 'Profile verified by phone',
      },
    );
    expect(resolved.body.resolved).toBe(3);
    expect((await overview(moderator, { id: [reported.id] })).body).toEqual([]);
    expect((await overview(moderator, { id: [reported.id], status: 'all' })).body).toHaveLength(1);
  });

  it('puts members reported for underage or trafficking at the top, whatever the counts', async () => {
    const many = await newMember(api);
    for (let i = 0; i < 3; i++) {
      await (
        await newMember(api, 'client')
      ).client.request('POST', '/api/reports', { userId: many.id, reason: 'spam' });
    }
    const urgent = await newMember(api);
    await (
      await newMember(api, 'client')
    ).client.request('POST', '/api/reports', { userId: urgent.id, reason: 'underage' });
    const queue = (await overview(moderator, { id: [many.id, urgent.id] })).body;
    expect(queue.map((row) => [row.userId, row.urgent, row.total])).toEqual([
      [urgent.id, true, 1],
      [many.id, false, 3],
    ]);
  });

  it('tells the reporting members that action was taken when staff resolve and say so', async () => {
    const acted = await newMember(api);
    const reporter = await newMember(api, 'client');
    await reporter.client.request('POST', '/api/reports', { userId: acted.id, reason: 'scam' });
    await api.client().request('POST', '/api/reports', { userId: acted.id, reason: 'scam' }, fromAddress('192.0.2.5'));
    await moderator.request('POST', `/api/admin/reports/${acted.id}/resolve`, {
      note: 'Profile suspended',
      notifyReporters: true,
    });
    expect(await actionNotices(reporter.client)).toHaveLength(1);

    const dismissed = await newMember(api);
    const quiet = await newMember(api, 'client');
    await quiet.client.request('POST', '/api/reports', { userId: dismissed.id, reason: 'other' });
    await moderator.request('POST', `/api/admin/reports/${dismissed.id}/resolve`, { note: 'Nothing wrong' });
    expect(await actionNotices(quiet.client)).toHaveLength(0);
  });

  it('is for staff who view all users: advertisers and clients get 403', async () => {
    for (const username of ['advertiser', 'client']) {
      expect((await overview(await api.as(username))).status).toBe(403);
    }
  });
});

describe('deleting a reported member', () => {
  it('tells each reporter once when the admin chooses to notify them, and nobody otherwise', async () => {
    const reported = await newMember(api);
    const reporters = [await newMember(api, 'client'), await newMember(api, 'client')];
    for (const reporter of reporters) {
      await reporter.client.request('POST', '/api/reports', { userId: reported.id, reason: 'scam' });
    }
    const deleted = await admin.request('POST', `/api/users/${reported.id}/delete?notifyReporters=true`, {
      reason: 'Confirmed scam reports',
    });
    expect(deleted.status).toBe(204);
    for (const reporter of reporters) expect(await actionNotices(reporter.client)).toHaveLength(1);

    const quiet = await newMember(api);
    const quietReporter = await newMember(api, 'client');
    await quietReporter.client.request('POST', '/api/reports', { userId: quiet.id, reason: 'spam' });
    await admin.request('POST', `/api/users/${quiet.id}/delete?notifyReporters=false`, { reason: 'Spam account' });
    expect(await actionNotices(quietReporter.client)).toHaveLength(0);
  });
});

describe('most-reported thresholds of the Canadian site', () => {
  let ca: TestApi;
  beforeAll(async () => {
    ca = await startTestApi({ WEBSITE: 'CA' });
  });
  afterAll(async () => {
    await ca?.close();
  });

  it('counts one report from one member as most reported (1 and 1), where Quebec needs 7 and 3', async () => {
    const reported = await newMember(ca);
    await (
      await newMember(ca, 'client')
    ).client.request('POST', '/api/reports', { userId: reported.id, reason: 'spam' });
    const staff = await ca.as('moderator');
    const [row] = (await overview(staff, { id: [reported.id] })).body;
    expect(row).toMatchObject({ total: 1, unique: 1, mostReported: true });
  });
});
