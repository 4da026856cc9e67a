import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../../test/api';
import { SESSION_COOKIE } from '../../auth/sessions';
import { DEMO_PASSWORD } from '../../demo/seed';

/**
 * Maintenance mode (docs/product.md §2): everyone without `ACCESS_HQ` is refused writes with 503, whatever
 * cookie they send; staff, known by a live session, keep working; anyone may still sign in.
 */
let api: TestApi;
let admin: TestClient;

const setMaintenance = async (on: boolean) => {
  const record = (await admin.request<Record<string, unknown>>('GET', '/api/admin/settings/app')).body;
  const saved = await admin.request('PUT', '/api/admin/settings/app', { ...record, maintenanceMode: on });
  expect(saved.status).toBe(200);
  // The settings the public pages read say it before any write is tried.
  expect((await api.client().request('GET', '/api/app-settings')).body).toMatchObject({ maintenanceMode: on });
};

const editBio = (client: TestClient, bio: string) => client.request<{ code?: string }>('PATCH', '/api/user', { bio });

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
});
afterAll(async () => {
  await api?.close();
});

describe('maintenance mode', () => {
  it('refuses the writes of members, visitors and forged cookies with 503 maintenance; staff keep writing', async () => {
    const escort = await api.as('escort');
    const moderator = await api.as('moderator');
    await setMaintenance(true);
    try {
      const refused = await editBio(escort, 'During the maintenance');
      expect(refused).toMatchObject({ status: 503, body: { code: 'maintenance', msg: expect.any(String) } });
      expect(refused.headers.get('retry-after')).toBe('300');
      // A session cookie that names no live session is a visitor, not staff.
      const forged = await fetch(`${api.base}/api/user`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=forged-token` },
        body: JSON.stringify({ bio: 'x' }),
      });
      expect(forged.status).toBe(503);
      const register = await api.client().request('POST', '/api/auth/register', {
        username: 'duringmaintenance',
        email: 'during@maintenance.example',
        password: DEMO_PASSWORD,
      });
      expect(register).toMatchObject({ status: 503, body: { code: 'maintenance' } });
      // Reads still answer (the screen asks who is signed in), and staff write as before.
      expect((await escort.request('GET', '/api/user')).status).toBe(200);
      expect((await editBio(moderator, 'Moderating during the maintenance')).status).toBe(200);
      // Signing in stays open: staff could not reach the backoffice otherwise.
      const signIn = await api.client().request('POST', '/api/auth', { identifier: 'client', password: DEMO_PASSWORD });
      expect(signIn.status).toBe(200);
    } finally {
      await setMaintenance(false);
    }
    expect((await editBio(escort, 'After the maintenance')).status).toBe(200);
  });
});
