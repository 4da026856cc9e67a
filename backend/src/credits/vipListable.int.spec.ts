import { balanceOf } from '@annuaire/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';

/** VIP is sold only to a profile that can be listed (docs/product.md §4 "Can be listed", §6). */
let api: TestApi;
let admin: TestClient;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
});
afterAll(async () => {
  await api?.close();
});

interface Me {
  _id: string;
  vip: string | null;
}

async function newEscortWithCredits(username: string): Promise<{ escort: TestClient; id: string }> {
  const escort = api.client();
  const created = await escort.request<Me>('POST', '/api/auth/register', {
    username,
    email: `${username}@example.org`,
    password: 'a long enough password',
    role: 'escort',
    gender: 'woman',
    acceptedTerms: true,
  });
  expect(created.status).toBe(201);
  const deposit = await admin.request('POST', `/api/users/${created.body._id}/credits`, {
    credits: 30,
    notify: false,
    reason: 'test credits',
  });
  expect(deposit.status).toBe(201);
  return { escort, id: created.body._id };
}

describe('POST /api/user/vip for a profile that cannot be listed', () => {
  it('refuses a new escort under review, charges nothing, and sells once she can be listed', async () => {
    const { escort, id } = await newEscortWithCredits('nouvelle.vip');
    await escort.request('PATCH', '/api/user', { location: { region: 'laval', city: null } });

    const refused = await escort.request<{ msg: string; code: string }>('POST', '/api/user/vip', { days: 7 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'profile_not_listable',
      msg: 'VIP needs a profile that can be listed (underReview)',
    });
    expect(await balanceOf(api.t.db, id)).toBe(30);
    expect((await escort.request<Me>('GET', '/api/user')).body.vip).toBeNull();

    // Staff approve her: she can be listed, and the same purchase goes through.
    expect((await admin.request('POST', `/api/users/${id}/approve`, {})).status).toBe(200);
    const bought = await escort.request<{ balance: number }>('POST', '/api/user/vip', { days: 7 });
    expect(bought.status).toBe(200);
    expect(bought.body.balance).toBe(20);
    expect((await escort.request<Me>('GET', '/api/user')).body.vip).not.toBeNull();
  });

  it('refuses an approved escort without a place, naming what is missing', async () => {
    const { escort, id } = await newEscortWithCredits('sans.lieu');
    await admin.request('POST', `/api/users/${id}/approve`, {});
    const refused = await escort.request<{ msg: string; code: string }>('POST', '/api/user/vip', { days: 30 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'profile_not_listable',
      msg: 'VIP needs a profile that can be listed (noLocation)',
    });
    expect(await balanceOf(api.t.db, id)).toBe(30);
  });

  it('refuses a member in ghost mode', async () => {
    const { escort, id } = await newEscortWithCredits('fantome.vip');
    await admin.request('POST', `/api/users/${id}/approve`, {});
    await escort.request('PATCH', '/api/user', { location: { region: 'laval', city: null }, ghost: true });
    const refused = await escort.request<{ code: string }>('POST', '/api/user/vip', { days: 7 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('profile_not_listable');
  });
});
