import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';

let api: TestApi;
let member: TestClient;
/** The cookie of an admin's "log in as" session on the escort's account. */
let impersonation: string;

beforeAll(async () => {
  api = await startTestApi();
  member = await api.as('escort');
  const escortId = (await member.request<{ _id: string }>('GET', '/api/user')).body._id;
  const admin = await api.as('admin');
  const issued = await admin.request<{ url: string }>('POST', `/api/users/${escortId}/login-as`, {
    reason: 'member asked for help with their gallery',
  });
  // Only the path: the link's origin is the public URL's, not this test server's.
  const visit = await fetch(`${api.base}${new URL(issued.body.url).pathname}`, { redirect: 'manual' });
  impersonation = visit.headers
    .getSetCookie()
    .find((line) => line.startsWith('annuaire_session='))!
    .split(';')[0]!;
});
afterAll(async () => {
  await api?.close();
});

const asStaff = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${api.base}${path}`, {
    method,
    headers: { cookie: impersonation, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
};
const refused = { status: 403, body: { code: 'impersonation_forbidden', msg: expect.any(String) } };

describe('identity changes in a "log in as" session', () => {
  it('acts as the member for everything else', async () => {
    expect(await asStaff('GET', '/api/user')).toMatchObject({ status: 200, body: { username: 'escort' } });
  });

  it('refuses to change the email, and mails no confirmation link', async () => {
    expect(await asStaff('POST', '/api/auth/reset-email', { email: 'staff-owned@example.org' })).toMatchObject(refused);
    expect(await asStaff('POST', '/api/auth/reset-email', { token: 'A'.repeat(43) })).toMatchObject(refused);
    const { rows } = await sql`select 1 from mail_outbox where to_address = 'staff-owned@example.org'`.execute(
      api.t.db,
    );
    expect(rows).toEqual([]);
  });

  it('refuses password resets, asked or confirmed, on the member’s behalf', async () => {
    expect(await asStaff('POST', '/api/auth/reset-password', { email: 'escort@demo.local' })).toMatchObject(refused);
    expect(
      await asStaff('POST', '/api/auth/reset-password', { token: 'A'.repeat(43), password: 'a staff chosen password' }),
    ).toMatchObject(refused);
    const { rows } = await sql`select 1 from mail_outbox where to_address = 'escort@demo.local'`.execute(api.t.db);
    expect(rows).toEqual([]);
  });

  it('refuses to sign the member out of their devices, but ends its own session', async () => {
    expect(await asStaff('DELETE', '/api/auth/logout-all-devices')).toMatchObject(refused);
    expect((await member.request('GET', '/api/user')).status).toBe(200);
    expect((await asStaff('DELETE', '/api/auth')).status).toBe(204);
    expect((await asStaff('GET', '/api/user')).status).toBe(401);
    expect((await member.request('GET', '/api/user')).status).toBe(200);
  });

  it('leaves the member free to do all of it from their own session', async () => {
    expect((await member.request('POST', '/api/auth/reset-email', { email: 'escort.new@example.org' })).status).toBe(
      204,
    );
    expect((await member.request('DELETE', '/api/auth/logout-all-devices')).status).toBe(204);
  });
});
