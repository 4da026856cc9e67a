import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForProjections } from '@annuaire/projections';
import { streams, type EventMetadata } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { issueLoginLink } from './loginLinks';
import { DEMO_PASSWORD } from '../demo/seed';
import { eventually } from '../audit/testing';
import { changeStaffRole } from '../cli/adminCommands';
import { newMember } from '../pictures/testing';

let api: TestApi;
const clients = new Map<string, TestClient>();
const ids = new Map<string, string>();
const REASON = 'member asked for help with their gallery';
let adminCookie = '';

beforeAll(async () => {
  api = await startTestApi();
  // The site's configured address is this test server's (links are built from PUBLIC_URL, not the request).
  Object.assign(api.deps, { config: { ...api.deps.config, PUBLIC_URL: api.base } });
  const login = await fetch(`${api.base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin', password: DEMO_PASSWORD }),
  });
  adminCookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('annuaire_session='))!
    .split(';')[0]!;
  for (const username of ['admin', 'moderator', 'advertiser', 'escort', 'client']) {
    const client = await api.as(username);
    clients.set(username, client);
    ids.set(username, (await client.request<{ _id: string }>('GET', '/api/user')).body._id);
  }
});
afterAll(async () => {
  await api?.close();
});

const as = (username: string) => clients.get(username)!;
const loginAs = (username: string, target: string, body: unknown = { reason: REASON }) =>
  as(username).request<{ url: string; loginUrl: string; expiresAt: string; code: string }>(
    'POST',
    `/api/users/${ids.get(target)}/login-as`,
    body,
  );

/** A POST as the admin with a Host header of our choosing (fetch would send the real one). */
function rawPost(path: string, body: unknown, host: string): Promise<{ status: number; body: { url: string } }> {
  const cookie = adminCookie;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${api.base}${path}`,
      {
        method: 'POST',
        headers: { host, cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Opens a login link as a browser would, without following the redirect: the status, target and cookie. */
async function visit(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('annuaire_session='));
  return { status: response.status, location: response.headers.get('location'), cookie: cookie?.split(';')[0] };
}

interface AuditEvent {
  type: string;
  actorId: string | null;
  impersonatorId: string | null;
  reason: string | null;
}

async function historyOf(username: string, type: string): Promise<AuditEvent | undefined> {
  return eventually(async () => {
    const history = await as('moderator').request<AuditEvent[]>(
      'GET',
      `/api/admin/users/${ids.get(username)}/history?sort=${encodeURIComponent('["position","DESC"]')}`,
    );
    return history.body.find((event) => event.type === type);
  });
}

describe('POST /api/users/{id}/login-as', () => {
  it('is for admins only, with a reason', async () => {
    expect(
      (await api.client().request('POST', `/api/users/${ids.get('client')}/login-as`, { reason: REASON })).status,
    ).toBe(401);
    for (const username of ['moderator', 'advertiser', 'escort']) {
      expect((await loginAs(username, 'client')).status, username).toBe(403);
    }
    const noReason = await loginAs('admin', 'client', {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe('invalid_request');
  });

  it('refuses staff accounts and unknown users', async () => {
    const staff = await loginAs('admin', 'moderator');
    expect(staff.status).toBe(403);
    expect(staff.body.code).toBe('staff_not_impersonable');
    const unknown = await as('admin').request('POST', '/api/users/nobody/login-as', { reason: REASON });
    expect(unknown.status).toBe(404);
  });

  it('gives a one-time link that logs in as the member, recorded with the admin and the reason', async () => {
    const issued = await loginAs('admin', 'escort');
    expect(issued.status).toBe(201);
    expect(issued.body.url).toMatch(new RegExp(`^${api.base}/api/auth/login-as/[A-Za-z0-9_-]{43}$`));
    expect(issued.body.loginUrl).toBe(issued.body.url);
    expect(Date.parse(issued.body.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const first = await visit(issued.body.url);
    expect(first.status).toBe(302);
    expect(first.location).toBe('/');
    expect(first.cookie).toBeDefined();
    const me = await fetch(`${api.base}/api/user`, { headers: { cookie: first.cookie! } });
    expect(((await me.json()) as { username: string }).username).toBe('escort');

    // A short session, marked as the admin's: an hour, not the member's day.
    const { rows } = await sql<{ hours: number }>`
      select extract(epoch from expires_at - created_at) / 3600 as hours from auth_sessions
       where user_id = ${ids.get('escort')} and impersonator_id = ${ids.get('admin')}`.execute(api.t.db);
    expect(rows.map((row) => Number(row.hours))).toEqual([1]);

    const again = await visit(issued.body.url);
    expect(again.status).toBe(410);
    expect(again.cookie).toBeUndefined();

    expect(await historyOf('escort', 'LoginAsLinkIssued')).toMatchObject({
      actorId: ids.get('admin'),
      impersonatorId: null,
      reason: REASON,
    });
    expect(await historyOf('escort', 'LoginAsLinkUsed')).toMatchObject({
      actorId: ids.get('escort'),
      impersonatorId: ids.get('admin'),
      reason: REASON,
    });

    // What the admin then does as the member carries the admin too.
    const patched = await fetch(`${api.base}/api/user`, {
      method: 'PATCH',
      headers: { cookie: first.cookie!, 'content-type': 'application/json' },
      body: JSON.stringify({ headline: 'Fixed by support' }),
    });
    expect(patched.status).toBe(200);
    expect(await historyOf('escort', 'ProfileEdited')).toMatchObject({
      actorId: ids.get('escort'),
      impersonatorId: ids.get('admin'),
    });
  });

  it('builds the link on the configured public address, whatever Host the request claims', async () => {
    const response = await rawPost(`/api/users/${ids.get('client')}/login-as`, { reason: REASON }, 'evil.example');
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(new RegExp(`^${api.base}/api/auth/login-as/[A-Za-z0-9_-]{43}$`));
    expect(response.body.url).not.toContain('evil.example');
  });

  it('refuses an expired link', async () => {
    const token = await issueLoginLink(api.t.db, {
      linkId: randomUUID(),
      userId: ids.get('client')!,
      impersonatorId: ids.get('admin')!,
      reason: REASON,
      now: new Date(Date.now() - 10 * 60_000),
      expiresAt: new Date(Date.now() - 5 * 60_000),
    });
    const expired = await visit(`${api.base}/api/auth/login-as/${token}`);
    expect(expired.status).toBe(410);
    expect((await visit(`${api.base}/api/auth/login-as/not-a-token`)).status).toBe(410);
  });
});

describe('a "log in as" lasts only while its admin may log in as members (docs/product.md §6)', () => {
  const operator = (reason: string): EventMetadata => ({
    actorId: 'operator',
    actorRole: 'operator',
    impersonatorId: null,
    correlationId: randomUUID(),
    causationId: null,
    reason,
    at: new Date().toISOString(),
  });

  /** A fresh admin with one open "log in as" session on the demo client and one link not used yet. */
  async function adminWithImpersonation() {
    const admin = await newMember(api, 'admin');
    const issue = () =>
      admin.client.request<{ url: string }>('POST', `/api/users/${ids.get('client')}/login-as`, { reason: REASON });
    const opened = await visit((await issue()).body.url);
    expect(opened.status).toBe(302);
    const unused = (await issue()).body.url;
    const cookie = opened.cookie!;
    const me = () => fetch(`${api.base}/api/user`, { headers: { cookie } });
    expect((await me()).status).toBe(200);
    const held = async () => {
      const { rows } = await sql<{ n: string }>`
        select (select count(*) from auth_sessions where impersonator_id = ${admin.id})
             + (select count(*) from auth_login_links where impersonator_id = ${admin.id}) as n`.execute(api.t.db);
      return Number(rows[0]!.n);
    };
    expect(await held()).toBe(2);
    return { admin, cookie, me, unused, held };
  }

  async function appendAndSettle(userId: string, event: { type: string; data: unknown }, reason: string) {
    const append = await api.t.store.append(streams.user(userId), [event], { metadata: operator(reason) });
    await waitForProjections(api.t.db, ['users'], append.position, { timeoutMs: 10_000 });
  }

  it('refuses the session and the unused link once the admin is demoted, whatever changed the role', async () => {
    const { admin, me, unused, held } = await adminWithImpersonation();
    await appendAndSettle(
      admin.id,
      { type: 'RoleSwitched', data: { from: 'admin', to: 'client', libertine: false } },
      'left',
    );

    const refused = await me();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'unauthenticated', msg: expect.any(String) });
    const link = await fetch(unused, { redirect: 'manual' });
    expect(link.status).toBe(410);
    expect(await link.json()).toMatchObject({ code: 'login_link_invalid', msg: expect.any(String) });
    // Ended for good: giving the role back does not bring them back.
    expect(await held()).toBe(0);
  });

  it('refuses them once the admin’s account is deleted', async () => {
    const { admin, me, unused } = await adminWithImpersonation();
    await appendAndSettle(admin.id, { type: 'UserDeleted', data: { notifyReporters: false } }, 'account closed');
    expect((await me()).status).toBe(401);
    expect((await fetch(unused, { redirect: 'manual' })).status).toBe(410);
  });

  it('ends them the moment an operator revokes the role, before any request', async () => {
    const { admin, me, held } = await adminWithImpersonation();
    const username = `m${admin.id.slice(0, 8)}`;
    const change = await changeStaffRole(api.deps, {
      username,
      role: 'admin',
      grant: false,
      operator: 'test-operator',
      reason: 'left the team',
    });
    expect(change).toMatchObject({ changed: true, to: 'client' });
    expect(await held()).toBe(0);
    expect((await me()).status).toBe(401);
  });

  it('closes the session’s live-update stream once the admin is demoted, with no other request', async () => {
    const { admin, cookie } = await adminWithImpersonation();
    const controller = new AbortController();
    const stream = await fetch(`${api.base}/api/events/stream`, { headers: { cookie }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    try {
      await appendAndSettle(
        admin.id,
        { type: 'RoleSwitched', data: { from: 'admin', to: 'moderator', libertine: false } },
        'now a moderator',
      );
      // The fan-out re-checks open streams every 5 s (live/sessionCheck.ts); a slow machine gets 20 s.
      const deadline = Date.now() + 20_000;
      let done = false;
      while (!done && Date.now() < deadline) {
        const read = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(resolve, 1_000, null)),
        ]);
        done = read?.done === true;
      }
      expect(done).toBe(true);
    } finally {
      controller.abort();
    }
  }, 30_000);
});
