import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportedUser } from '@annuaire/projections';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { newMember } from '../pictures/testing';

let api: TestApi;
let admin: TestClient;
let moderator: TestClient;

beforeAll(async () => {
  api = await startTestApi({ WEBSITE: 'QC' });
  admin = await api.as('admin');
  moderator = await api.as('moderator');
});
afterAll(async () => {
  await api?.close();
});

const overview = (client: TestClient, filter: object = {}) =>
  client.request<ReportedUser[]>('GET', `/api/admin/reports?filter=${encodeURIComponent(JSON.stringify(filter))}`);

describe('POST /api/reports', () => {
  it('files a report, once a day per reporter and member', async () => {
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
  });

  it('answers 401 anonymous, 400 for oneself or a bad reason, 404 for an unknown member', async () => {
    const member = await newMember(api, 'client');
    expect((await api.client().request('POST', '/api/reports', { userId: member.id, reason: 'spam' })).status).toBe(
      401,
    );
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
      await reporter.client.request('POST', '/api/reports', { userId: reported.id, reason: i === 0 ? 'fake' : 'scam' });
    }
    const [row] = (await overview(moderator, { id: [reported.id] })).body;
    // Quebec: 7 reports from 3 people (docs/product.md §9); 3 from 3 is not enough.
    expect(row).toMatchObject({ userId: reported.id, total: 3, unique: 3, reasons: { fake: 1, scam: 2 } });
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

  it('is for staff who view all users: advertisers and clients get 403', async () => {
    for (const username of ['advertiser', 'client']) {
      expect((await overview(await api.as(username))).status).toBe(403);
    }
  });
});

describe('deleting a reported member', () => {
  const actionNotices = async (client: TestClient) =>
    (await client.request<{ data: Array<{ type: string }> }>('GET', '/api/notifications')).body.data.filter(
      (notification) => notification.type === 'actionTakenOnReportedUser',
    );

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
