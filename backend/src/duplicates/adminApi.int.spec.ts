import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { adminList as list } from '../api/testing';
import { DEMO_PASSWORD } from '../demo/seed';
import { newMember } from '../pictures/testing';

let api: TestApi;
let moderator: TestClient;

beforeAll(async () => {
  // Behind one trusted proxy: a test signs members in from the address it chooses.
  api = await startTestApi({ TRUST_PROXY: '1' });
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

type Group = { id: string; type: string; count: number; members: Array<{ userId: string; field: string }> };

const usernameOf = async (member: { client: TestClient }) =>
  (await member.client.request<{ username: string }>('GET', '/api/user')).body.username;
const signInFrom = async (member: { client: TestClient }, address: string) => {
  const identifier = await usernameOf(member);
  const answer = await api
    .client()
    .request('POST', '/api/auth', { identifier, password: DEMO_PASSWORD }, { 'x-forwarded-for': address });
  expect(answer.status).toBe(200);
};
const memberIds = (group: Group | undefined) => group?.members.map((member) => member.userId).sort() ?? [];

describe('duplicates by address and by bio', () => {
  it('groups members who signed in from one address', async () => {
    const [a, b, c] = [await newMember(api), await newMember(api), await newMember(api)];
    await signInFrom(a, '203.0.113.40');
    await signInFrom(b, '203.0.113.40');
    await signInFrom(c, '203.0.113.41');
    const groups = (await moderator.request<Group[]>('GET', '/api/duplicate-checks?type=ip')).body;
    expect(memberIds(groups.find((group) => group.id === 'ip:203.0.113.40'))).toEqual([a.id, b.id].sort());
    expect(groups.find((group) => group.id === 'ip:203.0.113.41')).toBeUndefined();
  });

  it('groups near-identical bios (a word changed) and leaves a different bio out', async () => {
    const bio =
      'Elegant and discreet companion in Old Montreal, available for dinner dates and travel. Bookings by message only, please.';
    const [a, b, c] = [await newMember(api), await newMember(api), await newMember(api)];
    expect((await a.client.request('PATCH', '/api/user', { bio })).status).toBe(200);
    expect(
      (await b.client.request('PATCH', '/api/user', { bio: bio.replace('Old Montreal', 'old Montréal!') })).status,
    ).toBe(200);
    await c.client.request('PATCH', '/api/user', {
      bio: 'Friendly massage therapist in Quebec City; weekday afternoons, calls welcome before noon and on weekends.',
    });
    const groups = (await moderator.request<Group[]>('GET', '/api/duplicate-checks?type=bio')).body;
    const group = groups.find((one) => one.members.some((member) => member.userId === a.id));
    expect(memberIds(group)).toEqual([a.id, b.id].sort());
    expect(group?.members[0]?.field).toBe('bio');

    const mine = await moderator.request<{ groups: Group[] }>('GET', `/api/users/${b.id}/duplicated`);
    expect(mine.status).toBe(200);
    expect(
      mine.body.groups
        .find((one) => one.type === 'bio')
        ?.members.map((member) => member.userId)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const single = await moderator.request<{ groups: Group[] }>('GET', `/api/users/${c.id}/duplicated?type=bio`);
    expect(single.body.groups).toEqual([]);
  });

  it("answers one member's duplicates by every type, for staff who check duplicates only", async () => {
    const [a, b] = [await newMember(api, 'client'), await newMember(api, 'client')];
    const tag = a.id.slice(0, 6);
    await a.client.request('PATCH', '/api/user', { contactEmail: `j.doe.${tag}+one@gmail.com` });
    await b.client.request('PATCH', '/api/user', { contactEmail: `jdoe${tag}@gmail.com` });
    const answer = await moderator.request<{ groups: Group[] }>('GET', `/api/users/${a.id}/duplicated`);
    expect(answer.body.groups.find((group) => group.id === `email:jdoe${tag}@gmail.com`)?.count).toBe(2);
    expect((await b.client.request('GET', `/api/users/${a.id}/duplicated`)).status).toBe(403);
    expect((await moderator.request('GET', '/api/users/nobody/duplicated')).status).toBe(404);
    expect((await moderator.request('GET', '/api/duplicate-checks?type=name')).status).toBe(400);
  });
});
