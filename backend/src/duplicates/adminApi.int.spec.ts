import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { adminList as list } from '../api/testing';
import { newMember } from '../pictures/testing';

let api: TestApi;
let moderator: TestClient;

beforeAll(async () => {
  api = await startTestApi();
  moderator = await api.as('moderator');
});
afterAll(async () => {
  await api?.close();
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
