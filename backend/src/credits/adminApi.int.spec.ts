import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { adminList as list } from '../api/testing';
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
