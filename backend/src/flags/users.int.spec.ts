import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { registerUser } from '../accounts/register';
import { hashPassword } from '../auth/passwords';
import { adminList as list } from '../api/testing';
import { DEMO_PASSWORD } from '../demo/seed';
import { newMember } from '../pictures/testing';

let api: TestApi;
const clients = new Map<string, TestClient>();

beforeAll(async () => {
  api = await startTestApi();
  for (const username of ['admin', 'moderator']) {
    clients.set(username, await api.as(username));
  }
});
afterAll(async () => {
  await api?.close();
});

const as = (username: string) => clients.get(username)!;

interface Flag {
  _id: string;
  id: string;
  type: 'email' | 'phone';
  value: string;
  note: string;
}
interface FlaggedUser {
  _id: string;
  username: string;
  flags: Array<{ _id: string; matchedOn: string }>;
}

/** A member who set their private contact fields through PATCH /api/user, as members do. */
async function member(contact: { email: string; contactEmail?: string; phone?: string }): Promise<string> {
  const userId = randomUUID();
  const username = `m${userId.slice(0, 8)}`;
  await registerUser(
    api.deps,
    {
      userId,
      username,
      email: contact.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      role: 'escort',
      gender: 'woman',
    },
    {
      actorId: userId,
      actorRole: 'escort',
      impersonatorId: null,
      correlationId: randomUUID(),
      causationId: null,
      reason: null,
      at: new Date().toISOString(),
    },
  );
  const session = await api.as(username);
  const { contactEmail, phone } = contact;
  if (contactEmail || phone) {
    const { status } = await session.request('PATCH', '/api/user', { contactEmail, phone });
    expect(status).toBe(200);
  }
  return userId;
}

const flag = async (body: unknown) => {
  const response = await as('moderator').request<Flag>('POST', '/api/flags', body);
  expect(response.status).toBe(201);
  return response.body;
};

describe('POST /api/users/{id}/flag-all', () => {
  it('flags the email and phone, and a contact email only when it differs case-insensitively', async () => {
    // Accounts from before email normalisation keep their case; PATCH /api/user lowercases the contact email.
    const same = await member({
      email: 'FA-Same@Example.org',
      contactEmail: 'fa-same@example.org',
      phone: '450 555 0123',
    });
    const all = await as('moderator').request<{ created: Flag[]; skipped: unknown[] }>(
      'POST',
      `/api/users/${same}/flag-all`,
      { note: 'fraud ring' },
    );
    expect(all.status).toBe(201);
    expect(all.body.created.map((f) => [f.type, f.value, f.note])).toEqual([
      ['email', 'fa-same@example.org', 'fraud ring'],
      ['phone', '4505550123', 'fraud ring'],
    ]);

    const other = await member({ email: 'fa-other@example.org', contactEmail: 'fa-contact@example.org' });
    const differs = await as('admin').request<{ created: Flag[] }>('POST', `/api/users/${other}/flag-all`, {});
    expect(differs.body.created.map((f) => f.value)).toEqual(['fa-other@example.org', 'fa-contact@example.org']);
  });

  it('skips values already flagged and 404s an unknown user', async () => {
    const userId = await member({ email: 'fa-skip@example.org', phone: '450-555-0177' });
    await flag({ type: 'phone', value: '+1 450 555 0177' });
    const result = await as('moderator').request<{ created: Flag[]; skipped: Array<{ reason: string; flag: Flag }> }>(
      'POST',
      `/api/users/${userId}/flag-all`,
      { note: '' },
    );
    expect(result.status).toBe(201);
    expect(result.body.created.map((f) => f.value)).toEqual(['fa-skip@example.org']);
    expect(result.body.skipped).toEqual([
      expect.objectContaining({
        type: 'phone',
        reason: 'already_flagged',
        flag: expect.objectContaining({ value: '+14505550177' }),
      }),
    ]);
    const unknown = await as('moderator').request('POST', `/api/users/${randomUUID()}/flag-all`, {});
    expect(unknown).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });
});

describe('GET /api/users/flagged-active', () => {
  const flagged = async () => (await as('moderator').request<FlaggedUser[]>('GET', '/api/users/flagged-active')).body;

  it('is not taken for a user id by GET /api/users/{id}', async () => {
    const response = await as('moderator').request('GET', '/api/users/flagged-active');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
  });

  it('lists a live user whose phone matches in another format, until the flag is deleted', async () => {
    const userId = await member({ email: 'fla-phone@example.org', phone: '514-555-0101' });
    const phoneFlag = await flag({ type: 'phone', value: '(514) 555-0101', note: 'known fraud' });
    const listed = (await flagged()).find((user) => user._id === userId);
    expect(listed?.flags).toEqual([expect.objectContaining({ _id: phoneFlag.id, matchedOn: 'phone' })]);
    await as('moderator').request('DELETE', `/api/flags/${phoneFlag.id}`);
    expect((await flagged()).some((user) => user._id === userId)).toBe(false);
  });

  it('matches the email case-insensitively and the contact email, and drops the user once deleted', async () => {
    const userId = await member({ email: 'Fla-Main@Example.org', contactEmail: 'fla-contact@example.org' });
    const contactFlag = await flag({ type: 'email', value: 'fla-contact@example.org' });
    const emailFlag = await flag({ type: 'email', value: 'FLA-MAIN@example.org' });
    const listed = (await flagged()).find((user) => user._id === userId);
    expect(listed?.flags).toEqual([
      expect.objectContaining({ _id: emailFlag.id, matchedOn: 'email' }),
      expect.objectContaining({ _id: contactFlag.id, matchedOn: 'contactEmail' }),
    ]);
    const deleted = await as('admin').request('POST', `/api/users/${userId}/delete`, { reason: 'confirmed fraud' });
    expect(deleted.status).toBe(204);
    expect((await flagged()).some((user) => user._id === userId)).toBe(false);
  });
});

describe('/api/admin/flagged-active-users', () => {
  it('lists live members matching a flag, in the simple-rest dialect', async () => {
    const member = await newMember(api);
    const username = (await member.client.request<{ username: string }>('GET', '/api/user')).body.username;
    await as('moderator').request('POST', '/api/flags', {
      type: 'email',
      value: `${username}@example.org`,
      note: 'chargeback',
    });
    const { body, headers } = await list<{ id: string; flags: Array<{ note: string }> }>(
      as('moderator'),
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
