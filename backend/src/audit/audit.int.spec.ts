import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApi, type TestApi } from '../../../test/api';
import { auditUser } from './compare';

let api: TestApi;
let escortId: string;

beforeAll(async () => {
  api = await startTestApi();
  const admin = await api.as('admin');
  const escort = await api.as('escort');
  escortId = (await escort.request<{ _id: string }>('GET', '/api/user')).body._id;
  await admin.request('POST', `/api/users/${escortId}/credits`, { credits: 30, notify: true, reason: 'goodwill' });
  // VIP is sold to a profile that can be listed (docs/product.md §6): she has a place.
  await escort.request('PATCH', '/api/user', { location: { region: 'laval', city: null } });
  await escort.request('POST', '/api/user/vip', { days: 7 });
  await admin.request('POST', `/api/users/${escortId}/credits/adjust`, {
    credits: -5,
    reason: 'refund of a duplicate',
  });
  await admin.request('POST', `/api/users/${escortId}/role`, { reason: 'asked to become a member' });
});
afterAll(async () => {
  await api?.close();
});

describe('audit replay', () => {
  it('replays the ledger and the roles from events and finds no drift on honest read models', async () => {
    const report = await auditUser(api.t.db, api.t.store, escortId);
    expect(report.drift).toEqual([]);
    expect(report.ledger.map((line) => [line.type, line.change, line.balance])).toEqual([
      ['CreditsDeposited', 60, 60],
      ['CreditsDeposited', 30, 90],
      ['CreditsSpentOnVip', -10, 80],
      ['CreditsAdjusted', -5, 75],
    ]);
    expect(report.roles.map((line) => [line.role, line.libertine, line.reason])).toEqual([
      ['escort', false, 'demo data'],
      ['client', true, 'asked to become a member'],
    ]);
  });

  it('finds a deliberately corrupted read-model row', async () => {
    await sql`update credits.transactions set balance_after = balance_after + 1
      where event_id = (select event_id from credits.transactions where user_id = ${escortId} order by pos desc limit 1)`.execute(
      api.t.db,
    );
    await sql`update users.users set state = jsonb_set(state, '{role}', '"admin"') where id = ${escortId}`.execute(
      api.t.db,
    );
    const report = await auditUser(api.t.db, api.t.store, escortId);
    expect(report.drift).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^transaction 4 .*balance after 76, events 75/),
        expect.stringMatching(/^role: read model admin \(libertine\), events client \(libertine\)/),
      ]),
    );
  });

  it('shows a user as of a past moment through the API', async () => {
    const moderator = await api.as('moderator');
    const history = await moderator.request<Array<{ recordedAt: string; type: string }>>(
      'GET',
      `/api/admin/users/${escortId}/history?range=${encodeURIComponent('[0,99]')}`,
    );
    const switched = history.body.find((event) => event.type === 'RoleSwitched')!;
    const before = new Date(Date.parse(switched.recordedAt) - 1).toISOString();
    const asOf = await moderator.request<{ user: { role: string }; balance: number }>(
      'GET',
      `/api/admin/users/${escortId}?asOf=${encodeURIComponent(before)}`,
    );
    expect(asOf.body.user.role).toBe('escort');
    const now = await moderator.request<{ user: { role: string }; balance: number }>(
      'GET',
      `/api/admin/users/${escortId}`,
    );
    expect(now.body).toMatchObject({ user: { role: 'client' }, balance: 75 });
    expect((await (await api.as('client')).request('GET', `/api/admin/users/${escortId}/history`)).status).toBe(403);
  });
});
