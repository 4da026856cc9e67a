import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { DEMO_PASSWORD } from '../demo/seed';
import { newMember, png, uploadForm } from '../pictures/testing';
import { USER_EXPORT_VERSION, type UserDataExport } from './dataExport';

let api: TestApi;
let escort: TestClient;
let client: TestClient;
let admin: TestClient;
let escortId: string;
let adminId: string;
let clientId: string;

const idOf = async (member: TestClient) => (await member.request<{ _id: string }>('GET', '/api/user')).body._id;

beforeAll(async () => {
  api = await startTestApi();
  [escort, client, admin] = await Promise.all([api.as('escort'), api.as('client'), api.as('admin')]);
  [escortId, clientId, adminId] = await Promise.all([idOf(escort), idOf(client), idOf(admin)]);

  // A little of everything the export gathers: profile, picture, favorite, conversation, credits.
  await escort.request('PATCH', '/api/user', { headline: 'Exported headline', phone: '514 555 0199' });
  await escort.upload(`/api/users/${escortId}/pictures/upload`, uploadForm(await png(320, 240), 'me.png', 'image/png'));
  await escort.request('PATCH', '/api/user/favorites', { favoritedUserId: clientId, isFavorited: true });
  await client.request('POST', '/api/conversations/username/escort', { body: 'Hello from the client' });
  await escort.request('POST', '/api/conversations/username/client', { body: 'Hello back' });
  await admin.request('POST', `/api/users/${escortId}/credits`, { credits: 30, notify: true, reason: 'export test' });
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/user/export', () => {
  it('fails with 401 without a session', async () => {
    expect((await api.client().request('GET', '/api/user/export')).status).toBe(401);
  });

  it('answers the member’s own data as a JSON attachment', async () => {
    // The notification of the deposit is created by a reactor, a moment after the deposit.
    // Waiting for that one: an earlier notification (the account's approval) may already be there.
    await expect
      .poll(async () =>
        (await escort.request<UserDataExport>('GET', '/api/user/export')).body.notifications.map(
          (notification) => notification.type,
        ),
      )
      .toContain('creditsBalanceUpdated');
    const { status, body, headers } = await escort.request<UserDataExport>('GET', '/api/user/export');
    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toMatch(
      /^attachment; filename="annuaire-escort-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(headers.get('cache-control')).toBe('no-store');

    expect(body).toMatchObject({
      format: 'annuaire-user-export',
      account: { userId: escortId, username: 'escort', email: 'escort@demo.local', phone: '514 555 0199' },
      profile: { headline: 'Exported headline' },
      favorites: [{ userId: clientId, username: 'client' }],
    });
    expect(body.pictures).toEqual([expect.objectContaining({ state: 'pending', width: 320, height: 240 })]);
    const conversation = body.conversations.find((candidate) => candidate.with.userId === clientId);
    expect(conversation?.messages.map(({ body: text, fromMember }) => ({ text, fromMember }))).toEqual([
      { text: 'Hello from the client', fromMember: false },
      { text: 'Hello back', fromMember: true },
    ]);
    expect(body.notifications.map((notification) => notification.type)).toContain('creditsBalanceUpdated');
    expect(body.creditTransactions.at(-1)).toMatchObject({ type: 'credit', credits: 30, reason: 'export test' });
    const types = body.events.map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['UserRegistered', 'ProfileEdited', 'PictureAdded']));
  });

  it('keeps other members’ data out: the client’s export holds only their side', async () => {
    const { body } = await client.request<UserDataExport>('GET', '/api/user/export');
    expect(body.account.username).toBe('client');
    expect(body.conversations.find((candidate) => candidate.with.userId === escortId)?.messages).toHaveLength(2);
    expect(JSON.stringify(body)).not.toContain('escort@demo.local');
    expect(JSON.stringify(body)).not.toContain('514 555 0199');
  });
});

describe('POST /api/users/{id}/extract', () => {
  const REASON = 'access request from the member, ticket 4411';
  const extract = (staff: TestClient, id: string, body: unknown = { reason: REASON }) =>
    staff.request<UserDataExport & { code: string; msg: string }>('POST', `/api/users/${id}/extract`, body);

  it('fails with 401 without a session and 403 for anyone but an admin, moderators and the member included', async () => {
    expect((await extract(api.client(), escortId)).status).toBe(401);
    // Moderators hold VIEW_ALL_USERS (docs/product.md §6) but not the full export of private messages (issue 13, item 7).
    for (const member of [escort, client, await api.as('advertiser'), await api.as('moderator')]) {
      expect((await extract(member, escortId)).status).toBe(403);
    }
  });

  it('requires a reason: 400 without one, and nothing is recorded', async () => {
    const before = (await api.t.store.readStream(streams.user(escortId))).length;
    for (const body of [{}, { reason: '' }, { reason: 'no' }]) {
      const refused = await extract(admin, escortId, body);
      expect(refused).toMatchObject({ status: 400, body: { code: 'invalid_request', msg: expect.any(String) } });
    }
    expect((await api.t.store.readStream(streams.user(escortId))).length).toBe(before);
  });

  it('gives an admin the same document as the member’s own export, and records who took it and why', async () => {
    const taken = await extract(admin, escortId);
    const own = await escort.request<UserDataExport>('GET', '/api/user/export');
    expect(taken.status).toBe(200);
    expect(taken.headers.get('content-disposition')).toContain(`annuaire-extract-${escortId}`);
    expect(taken.headers.get('cache-control')).toBe('no-store');
    const { exportedAt: _a, ...staffCopy } = taken.body;
    const { exportedAt: _b, ...memberCopy } = own.body;
    // The extraction is an event of the member's stream, written before the file: both copies list it.
    expect(staffCopy).toEqual(memberCopy);
    expect(staffCopy.events.at(-1)).toMatchObject({ type: 'UserDataExtracted', byMember: false, reason: REASON });

    const recorded = (await api.t.store.readStream(streams.user(escortId))).findLast(
      (event) => event.type === 'UserDataExtracted',
    );
    expect(recorded?.data).toEqual({ exportVersion: USER_EXPORT_VERSION });
    expect(recorded?.metadata).toMatchObject({ actorId: adminId, actorRole: 'admin', reason: REASON });
    const history = await admin.request<Array<{ type: string; actorId: string; reason: string }>>(
      'GET',
      `/api/admin/users/${escortId}/history?sort=${encodeURIComponent('["position","DESC"]')}`,
    );
    expect(history.body.find((event) => event.type === 'UserDataExtracted')).toMatchObject({
      actorId: adminId,
      reason: REASON,
    });
  });

  it('answers 404 for an unknown user', async () => {
    expect((await extract(admin, 'nobody')).status).toBe(404);
  });
});

describe('POST /api/user/delete', () => {
  it('fails with 401 without a session', async () => {
    expect((await api.client().request('POST', '/api/user/delete', { password: 'x' })).status).toBe(401);
  });

  it('refuses a missing or wrong password and keeps the account', async () => {
    const { client: member } = await newMember(api, 'client');
    expect((await member.request('POST', '/api/user/delete', {})).status).toBe(400);
    const wrong = await member.request('POST', '/api/user/delete', { password: 'not my password' });
    expect(wrong).toMatchObject({ status: 403, body: { code: 'wrong_password' } });
    expect((await member.request('GET', '/api/user')).status).toBe(200);
  });

  it('deletes the account at once: signed out everywhere, gone for staff, the name free again', async () => {
    const { id, client: member } = await newMember(api, 'escort');
    const username = (await member.request<{ username: string }>('GET', '/api/user')).body.username;
    const otherDevice = await api.as(username);

    const deleted = await member.request('POST', '/api/user/delete', { password: DEMO_PASSWORD });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.getSetCookie().join()).toMatch(/annuaire_session=;/);
    expect((await member.request('GET', '/api/user')).status).toBe(401);
    expect((await otherDevice.request('GET', '/api/user')).status).toBe(401);
    expect((await admin.request('POST', `/api/users/${id}/extract`, { reason: 'after deletion' })).status).toBe(404);
    const login = await api.client().request('POST', '/api/auth', { identifier: username, password: DEMO_PASSWORD });
    expect(login.status).toBe(401);

    // The audit keeps the fact, by the member themselves.
    const history = await admin.request<Array<{ type: string; actorId: string }>>(
      'GET',
      `/api/admin/users/${id}/history?sort=${encodeURIComponent('["position","DESC"]')}`,
    );
    expect(history.body.find((event) => event.type === 'UserDeleted')).toMatchObject({ actorId: id });
  });
});
