import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { newMember } from '../pictures/testing';

let api: TestApi;
let admin: TestClient;
let moderator: TestClient;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
  moderator = await api.as('moderator');
});
afterAll(async () => {
  await api?.close();
});

const list = <T>(client: TestClient, resource: string, filter: object = {}, range = [0, 24]) =>
  client.request<T[]>(
    'GET',
    `/api/admin/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter), range: JSON.stringify(range) })}`,
  );

describe('/api/admin/transactions', () => {
  it('lists every member’s credit transactions with their names, and reads one', async () => {
    const { body, headers } = await list<{ id: string; username: string; credits: number; type: string }>(
      moderator,
      'transactions',
    );
    const deposit = body.find((row) => row.username === 'escort');
    expect(deposit).toMatchObject({ type: 'credit', credits: 60 });
    expect(headers.get('content-range')).toMatch(/^transactions 0-\d+\/\d+$/);
    expect((await moderator.request('GET', `/api/admin/transactions/${deposit!.id}`)).body).toMatchObject(deposit!);
    expect((await moderator.request('GET', `/api/admin/transactions/${randomUUID()}`)).status).toBe(404);
    const bad = await moderator.request('GET', '/api/admin/transactions?filter={"type":"gift"}');
    expect(bad).toMatchObject({ status: 400, body: { issues: [{ path: 'query.filter.type' }] } });
  });

  it('is for VIEW_ALL_USERS: advertisers get 403', async () => {
    expect((await list(await api.as('advertiser'), 'transactions')).status).toBe(403);
  });
});

describe('/api/admin/deposit-requests', () => {
  it('lists interac requests with the member’s name; confirming them stays the existing admin route', async () => {
    const member = await newMember(api, 'client');
    const requested = await member.client.request<{ requestId: string }>('POST', '/api/credits/deposit-requests', {
      packId: 'pack-30',
      method: 'interac',
    });
    expect(requested.status).toBe(201);
    const { body } = await list<{ id: string; status: string; userId: string }>(admin, 'deposit-requests', {
      status: 'requested',
      userId: member.id,
    });
    expect(body).toEqual([
      expect.objectContaining({ id: requested.body.requestId, credits: 30, price: 150, status: 'requested' }),
    ]);
    const confirmed = await admin.request('POST', `/api/deposit-requests/${requested.body.requestId}/confirm`, {
      userId: member.id,
      notify: true,
      reason: 'e-transfer received',
    });
    expect(confirmed.status).toBe(200);
    const after = await admin.request<{ status: string }>(
      'GET',
      `/api/admin/deposit-requests/${requested.body.requestId}`,
    );
    expect(after.body.status).toBe('confirmed');
  });
});

describe('/api/admin/mail-outbox', () => {
  it('lets admins read the mail kept in the outbox, filtered by address; others get 403', async () => {
    const member = await newMember(api, 'escort');
    const claim = await admin.request('POST', `/api/users/${member.id}/claim`, {
      email: 'owner@example.org',
      reason: 'owner called',
    });
    expect(claim.status).toBe(204);
    const { body } = await list<{ id: string; to: string; subject: string; text: string }>(admin, 'mail-outbox', {
      to: 'OWNER@example.org',
    });
    expect(body).toEqual([expect.objectContaining({ to: 'owner@example.org', subject: expect.any(String) })]);
    expect((await admin.request('GET', `/api/admin/mail-outbox/${body[0]!.id}`)).body).toMatchObject(body[0]!);
    expect((await list(moderator, 'mail-outbox')).status).toBe(403);
  });
});

describe('/api/admin/duplicate-checks', () => {
  it('groups live members sharing a phone (as flags compare them) or an email used as contact email', async () => {
    const a = await newMember(api);
    const b = await newMember(api);
    const c = await newMember(api, 'client');
    const aEmail = (await a.client.request<{ username: string }>('GET', '/api/user')).body.username + '@example.org';
    expect((await a.client.request('PATCH', '/api/user', { phone: '514-555-0199' })).status).toBe(200);
    expect((await b.client.request('PATCH', '/api/user', { phone: '+1 (514) 555 0199' })).status).toBe(200);
    expect((await c.client.request('PATCH', '/api/user', { contactEmail: aEmail.toUpperCase() })).status).toBe(200);

    const phones = await list<{ id: string; count: number; members: Array<{ userId: string; field: string }> }>(
      moderator,
      'duplicate-checks',
      { type: 'phone' },
    );
    expect(phones.body).toContainEqual(
      expect.objectContaining({
        id: 'phone:5145550199',
        count: 2,
        members: expect.arrayContaining([expect.objectContaining({ userId: a.id, field: 'phone' })]),
      }),
    );
    const emails = await list<{ id: string; members: Array<{ userId: string; field: string }> }>(
      moderator,
      'duplicate-checks',
      { type: 'email' },
    );
    const shared = emails.body.find((group) => group.id === `email:${aEmail.toLowerCase()}`);
    expect(shared?.members.map((member) => [member.userId, member.field]).sort()).toEqual(
      [
        [a.id, 'email'],
        [c.id, 'contactEmail'],
      ].sort(),
    );
    expect((await moderator.request('GET', '/api/admin/duplicate-checks/phone:5145550199')).status).toBe(200);
    expect((await moderator.request('GET', '/api/duplicate-checks?type=phone')).status).toBe(200);
    expect((await list(await api.as('advertiser'), 'duplicate-checks')).status).toBe(403);
  });
});

describe('/api/admin/flagged-active-users', () => {
  it('lists live members matching a flag, in the simple-rest dialect', async () => {
    const member = await newMember(api);
    const username = (await member.client.request<{ username: string }>('GET', '/api/user')).body.username;
    await moderator.request('POST', '/api/flags', {
      type: 'email',
      value: `${username}@example.org`,
      note: 'chargeback',
    });
    const { body, headers } = await list<{ id: string; flags: Array<{ note: string }> }>(
      moderator,
      'flagged-active-users',
      { q: username },
    );
    expect(body).toEqual([
      expect.objectContaining({ id: member.id, flags: [expect.objectContaining({ note: 'chargeback' })] }),
    ]);
    expect(headers.get('content-range')).toBe('flagged-active-users 0-0/1');
    expect((await list(await api.as('advertiser'), 'flagged-active-users')).status).toBe(403);
  });
});
