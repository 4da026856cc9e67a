import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';

let api: TestApi;
let admin: TestClient;

beforeAll(async () => {
  api = await startTestApi({ WEBSITE: 'CA' });
  admin = await api.as('admin');
});
afterAll(async () => {
  await api?.close();
});

const defaults = { maintenanceMode: false, cookieConsentEnabled: false, mostReportedTotal: 1, mostReportedUnique: 1 };

describe('/api/admin/settings', () => {
  it('starts from the variant’s defaults (Canada) as one record, `app`', async () => {
    const list = await admin.request<Array<{ id: string }>>('GET', '/api/admin/settings');
    expect(list.body).toEqual([expect.objectContaining({ id: 'app', ...defaults, updatedAt: null })]);
    expect(list.headers.get('content-range')).toBe('settings 0-0/1');
    expect((await api.client().request('GET', '/api/app-settings')).body).toEqual({
      maintenanceMode: false,
      cookieConsentEnabled: false,
      partnerLinks: [],
    });
  });

  it('records only the settings that changed, with the admin and the reason', async () => {
    const record = (await admin.request<Record<string, unknown>>('GET', '/api/admin/settings/app')).body;
    const saved = await admin.request('PUT', '/api/admin/settings/app', {
      ...record,
      maintenanceMode: true,
      mostReportedTotal: 4,
      reason: 'database upgrade tonight',
    });
    expect(saved.body).toMatchObject({ maintenanceMode: true, mostReportedTotal: 4, updatedAt: expect.any(String) });
    expect((await api.client().request('GET', '/api/app-settings')).body).toMatchObject({ maintenanceMode: true });
    const events = await admin.request<Array<{ type: string; data: unknown; actorRole: string; reason: string }>>(
      'GET',
      `/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ streamId: 'settings-app' }))}`,
    );
    expect(events.body).toEqual([
      expect.objectContaining({
        type: 'AppSettingsChanged',
        data: { changes: { maintenanceMode: true, mostReportedTotal: 4 } },
        actorRole: 'admin',
        reason: 'database upgrade tonight',
      }),
    ]);
    await admin.request('PUT', '/api/admin/settings/app', defaults);
  });

  it('answers 400 naming a bad value, or a unique threshold above the total, and changes nothing', async () => {
    const bad = await admin.request('PUT', '/api/admin/settings/app', { ...defaults, mostReportedTotal: 'seven' });
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 'invalid_request', issues: [{ path: 'body.mostReportedTotal' }] },
    });
    const crossed = await admin.request('PUT', '/api/admin/settings/app', { ...defaults, mostReportedUnique: 5 });
    expect(crossed).toMatchObject({ status: 400, body: { issues: [{ path: 'body.mostReportedUnique' }] } });
    expect((await admin.request('GET', '/api/admin/settings/app')).body).toMatchObject(defaults);
    expect((await admin.request('PUT', '/api/admin/settings/other', defaults)).status).toBe(400);
  });

  it('is for admins: moderators and advertisers get 403, visitors 401', async () => {
    for (const username of ['moderator', 'advertiser']) {
      const client = await api.as(username);
      expect((await client.request('GET', '/api/admin/settings')).status).toBe(403);
      expect((await client.request('PUT', '/api/admin/settings/app', defaults)).status).toBe(403);
    }
    expect((await api.client().request('GET', '/api/admin/settings')).status).toBe(401);
  });
});
