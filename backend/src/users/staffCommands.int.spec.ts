import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { signInAll } from '../api/testing';

let api: TestApi;
let accounts: Awaited<ReturnType<typeof signInAll<TestClient>>>;

beforeAll(async () => {
  api = await startTestApi();
  accounts = await signInAll(api, ['admin', 'moderator', 'escort', 'client']);
});
afterAll(async () => {
  await api?.close();
});

const as = (username: string) => accounts.as(username);

interface StaffRecord {
  role: string;
  virtual: boolean;
  incall: boolean;
  outcall: boolean;
  virtualLocked: boolean;
  libertine: boolean;
}

describe('staff commands on a user', () => {
  it('switches an escort to a libertine client with the clears of §4, recording the reason', async () => {
    const escortId = accounts.idOf('escort');
    await as('escort').request('PATCH', '/api/user', { incall: true, outcall: true });
    const switched = await as('admin').request<StaffRecord>('POST', `/api/users/${escortId}/role`, {
      reason: 'asked by the member',
    });
    expect(switched.body).toMatchObject({
      role: 'client',
      libertine: true,
      incall: false,
      outcall: false,
      virtual: false,
    });
    const history = async () =>
      (
        await as('moderator').request<
          Array<{ type: string; reason: string; actorId: string; data: { type?: string } }>
        >('GET', `/api/admin/users/${escortId}/history?sort=${encodeURIComponent('["position","DESC"]')}`)
      ).body;
    expect((await history()).find((event) => event.type === 'RoleSwitched')).toMatchObject({
      reason: 'asked by the member',
      actorId: accounts.idOf('admin'),
    });
    // The notifier tells the member, once, with the same actor and reason.
    await expect
      .poll(async () =>
        (await history()).filter((event) => event.type === 'NotificationCreated').map((event) => event.data.type),
      )
      .toContain('roleUpdatedClient');
    const back = await as('admin').request<StaffRecord>('POST', `/api/users/${escortId}/role`, {
      reason: 'asked again',
    });
    expect(back.body).toMatchObject({ role: 'escort', libertine: false });
    const staff = await as('admin').request('POST', `/api/users/${accounts.idOf('moderator')}/role`, {
      reason: 'not possible',
    });
    expect(staff).toMatchObject({ status: 409, body: { code: 'role_not_switchable' } });
  });

  it('locks virtual (virtual on, incall and outcall off) and the member cannot undo it', async () => {
    const escortId = accounts.idOf('escort');
    const locked = await as('admin').request<StaffRecord>('POST', `/api/users/${escortId}/virtual-lock`, {
      locked: true,
      reason: 'safety',
    });
    expect(locked.body).toMatchObject({ virtualLocked: true, virtual: true, incall: false, outcall: false });
    const refused = await as('escort').request('PATCH', '/api/user', { incall: true });
    expect(refused).toMatchObject({ status: 409, body: { code: 'virtual_locked' } });
    const unlocked = await as('admin').request<StaffRecord>('POST', `/api/users/${escortId}/virtual-lock`, {
      locked: false,
      reason: 'resolved',
    });
    expect(unlocked.body).toMatchObject({ virtualLocked: false, virtual: true });
  });

  it('requires a reason for actions on money, roles and identity', async () => {
    const response = await as('admin').request('POST', `/api/users/${accounts.idOf('client')}/vip`, { until: null });
    expect(response).toMatchObject({ status: 400, body: { issues: [{ path: 'body.reason' }] } });
  });

  it('deletes a user: erased account, 404 afterwards, sessions gone', async () => {
    const member = api.client();
    const created = await member.request<{ _id: string }>('POST', '/api/auth/register', {
      username: 'leaving',
      email: 'leaving@example.org',
      password: 'a long enough password',
      role: 'client',
      gender: 'man',
      acceptedTerms: true,
    });
    const deleted = await as('admin').request('POST', `/api/users/${created.body._id}/delete?notifyReporters=false`, {
      reason: 'asked by the member',
    });
    expect(deleted.status).toBe(204);
    expect((await member.request('GET', '/api/user')).status).toBe(401);
    expect((await as('moderator').request('GET', `/api/users/${created.body._id}`)).status).toBe(404);
    // The username is free again; the audit facts remain.
    const again = await api.client().request('POST', '/api/auth/register', {
      username: 'leaving',
      email: 'leaving@example.org',
      password: 'a long enough password',
      role: 'client',
      gender: 'man',
      acceptedTerms: true,
    });
    expect(again.status).toBe(201);
  });
});
