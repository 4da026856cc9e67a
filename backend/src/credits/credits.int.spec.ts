import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, listTransactions } from '@annuaire/projections';
import { streams } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';

let api: TestApi;
let admin: TestClient;
const idOf = async (client: TestClient) => (await client.request<{ _id: string }>('GET', '/api/user')).body._id;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
});
afterAll(async () => {
  await api?.close();
});

describe('credits ledger under concurrency', () => {
  it('50 concurrent deposits to one account give the exact balance and 50 events', async () => {
    const clientId = await idOf(await api.as('client'));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        admin.request('POST', `/api/users/${clientId}/credits`, { credits: i + 1, notify: false }),
      ),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const events = await api.t.store.readStream(streams.credits(clientId));
    expect(events.filter((event) => event.type === 'CreditsDeposited')).toHaveLength(50);
    expect(await balanceOf(api.t.db, clientId)).toBe((50 * 51) / 2);
  });

  it('50 racing VIP purchases on a balance that covers 10 give exactly 10, never below zero', async () => {
    const escort = await api.as('escort');
    const escortId = await idOf(escort);
    // VIP is sold to a profile that can be listed (docs/product.md §6): she has a place.
    await escort.request('PATCH', '/api/user', { location: { region: 'laval', city: null } });
    const start = await balanceOf(api.t.db, escortId);
    await admin.request('POST', `/api/users/${escortId}/credits`, { credits: 100 - start, notify: false });
    const racers = await Promise.all(
      Array.from({ length: 50 }, () => escort.request('POST', '/api/user/vip', { days: 7 })),
    );
    const bought = racers.filter((response) => response.status === 200);
    expect(bought).toHaveLength(10);
    for (const refused of racers.filter((response) => response.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(['insufficient_credits', 'concurrent_update']).toContain((refused.body as { code: string }).code);
    }
    expect(await balanceOf(api.t.db, escortId)).toBe(0);
    const history = await listTransactions(
      api.t.db,
      { userId: escortId },
      { offset: 0, limit: 500, descending: false },
    );
    expect(history.rows.every((row) => row.balanceAfter >= 0)).toBe(true);
    const me = await escort.request<{ vip: string }>('GET', '/api/user');
    const days = (Date.parse(me.body.vip) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(70);
  });
});

describe('credits endpoints', () => {
  it('refuses an insufficient adjustment with a clear 409, and needs a reason', async () => {
    const libertineId = await idOf(await api.as('libertine'));
    const tooMuch = await admin.request('POST', `/api/users/${libertineId}/credits/adjust`, {
      credits: -1,
      reason: 'correction',
    });
    expect(tooMuch).toMatchObject({ status: 409, body: { code: 'insufficient_credits' } });
    expect((tooMuch.body as { msg: string }).msg).toMatch(/balance is 0/);
    const noReason = await admin.request('POST', `/api/users/${libertineId}/credits/adjust`, { credits: 5 });
    expect(noReason).toMatchObject({ status: 400, body: { issues: [{ path: 'body.reason' }] } });
  });

  it('lets a member request an interac deposit that staff confirm into credits', async () => {
    const member = await api.as('advertiser');
    const memberId = await idOf(member);
    const request = await member.request<{ requestId: string; reference: string; credits: number; price: number }>(
      'POST',
      '/api/credits/deposit-requests',
      { packId: 'pack-60', method: 'interac' },
    );
    expect(request.status).toBe(201);
    expect(request.body).toMatchObject({
      credits: 60,
      price: 260,
      reference: expect.stringMatching(/^ANN-[0-9A-F]{8}$/),
    });
    const crypto = await member.request('POST', '/api/credits/deposit-requests', {
      packId: 'pack-60',
      method: 'crypto',
    });
    expect(crypto).toMatchObject({ status: 409, body: { code: 'payment_method_unavailable' } });
    const confirm = await admin.request<{ balance: number }>(
      'POST',
      `/api/deposit-requests/${request.body.requestId}/confirm`,
      {
        userId: memberId,
        notify: true,
      },
    );
    expect(confirm.body.balance).toBe(60);
    const again = await admin.request<{ balance: number }>(
      'POST',
      `/api/deposit-requests/${request.body.requestId}/confirm`,
      {
        userId: memberId,
        notify: true,
      },
    );
    expect(again.body.balance).toBe(60);
    const history = await member.request<
      Array<{ type: string; credits: number; balanceAfter: number; actorId: string }>
    >('GET', `/api/users/${memberId}/transactions`);
    expect(history.body).toEqual([expect.objectContaining({ type: 'credit', credits: 60, balanceAfter: 60 })]);
    expect((await (await api.as('client')).request('GET', `/api/users/${memberId}/transactions`)).status).toBe(403);
  });

  it('shows a member her own history without the reason staff wrote, which staff still read', async () => {
    const member = await api.as('client');
    const memberId = await idOf(member);
    const adjusted = await admin.request('POST', `/api/users/${memberId}/credits/adjust`, {
      credits: 5,
      reason: 'demo data',
    });
    expect(adjusted.status).toBe(200);
    type Line = { kind: string; reason: string | null; actorId: string | null };
    const own = await member.request<Line[]>('GET', `/api/users/${memberId}/transactions`);
    const line = own.body.find((row) => row.kind === 'CreditsAdjusted');
    expect(line).toMatchObject({ reason: null, actorId: null });
    expect(JSON.stringify(own.body)).not.toContain('demo data');
    const staff = await admin.request<Line[]>('GET', `/api/users/${memberId}/transactions`);
    expect(staff.body.find((row) => row.kind === 'CreditsAdjusted')).toMatchObject({ reason: 'demo data' });
  });

  it('answers 404 to a deposit or an adjustment on a user that does not exist, and writes nothing', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const deposit = await admin.request('POST', `/api/users/${missing}/credits`, { credits: 10, notify: false });
    expect(deposit).toMatchObject({ status: 404, body: { code: 'not_found', msg: expect.any(String) } });
    const adjust = await admin.request('POST', `/api/users/${missing}/credits/adjust`, {
      credits: 10,
      reason: 'correction',
    });
    expect(adjust).toMatchObject({ status: 404, body: { code: 'not_found', msg: expect.any(String) } });
    expect(await api.t.store.readStream(streams.credits(missing))).toEqual([]);
  });
});
