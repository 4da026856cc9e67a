import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { registerUser } from '../accounts/register';

let api: TestApi;
const clients = new Map<string, TestClient>();
const ids = new Map<string, string>();

beforeAll(async () => {
  api = await startTestApi();
  for (const username of ['admin', 'moderator', 'advertiser', 'escort', 'client', 'libertine']) {
    const client = await api.as(username);
    clients.set(username, client);
    ids.set(username, (await client.request<{ _id: string }>('GET', '/api/user')).body._id);
  }
});
afterAll(async () => {
  await api?.close();
});

const as = (username: string) => clients.get(username)!;

interface Me {
  _id: string;
  role: string;
  online: string | null;
  ghost: boolean;
  headline: string;
  virtual: boolean;
  incall: boolean;
  virtualLocked: boolean;
  favorites: Record<string, true>;
  libertine: boolean;
}

describe('permissions of SPEC §6 on every route', () => {
  // Who may call each route; other authenticated callers get 403, anonymous callers always 401.
  const STAFF_ONLY = ['admin', 'moderator'];
  const ADMIN_ONLY = ['admin'];
  const EVERYONE = ['admin', 'moderator', 'advertiser', 'escort', 'client'];
  const target = () => ids.get('client')!;
  const throwaway = new Map<string, string>();
  let depositRequest = '';

  beforeAll(async () => {
    for (const name of ['role-target', 'delete-target', 'merge-source', 'merge-target']) {
      const userId = randomUUID();
      await registerUser(
        api.deps,
        { userId, username: name, email: `${name}@example.org`, passwordHash: null, role: 'client', gender: 'man' },
        {
          actorId: userId,
          actorRole: 'client',
          impersonatorId: null,
          correlationId: name,
          causationId: null,
          reason: null,
          at: new Date().toISOString(),
        },
      );
      throwaway.set(name, userId);
    }
    const request = await as('advertiser').request<{ requestId: string }>('POST', '/api/credits/deposit-requests', {
      packId: 'pack-30',
      method: 'interac',
    });
    depositRequest = request.body.requestId;
  });

  const routes: Array<{
    name: string;
    method: string;
    path: () => string;
    body?: () => unknown;
    allowed: readonly string[];
  }> = [
    { name: 'GET /api/user', method: 'GET', path: () => '/api/user', allowed: EVERYONE },
    {
      name: 'PATCH /api/user',
      method: 'PATCH',
      path: () => '/api/user',
      body: () => ({ messaging: true }),
      allowed: EVERYONE,
    },
    {
      name: 'POST /api/user/reminders',
      method: 'POST',
      path: () => '/api/user/reminders',
      body: () => ({ reminder: 'vipReminder' }),
      allowed: EVERYONE,
    },
    {
      name: 'PATCH /api/user/favorites',
      method: 'PATCH',
      path: () => '/api/user/favorites',
      body: () => ({ favoritedUserId: throwaway.get('merge-target'), isFavorited: false }),
      allowed: EVERYONE,
    },
    {
      name: 'GET /api/credits/deposit-requests',
      method: 'GET',
      path: () => '/api/credits/deposit-requests',
      allowed: EVERYONE,
    },
    {
      name: 'PATCH /api/users/{id}',
      method: 'PATCH',
      path: () => `/api/users/${target()}`,
      body: () => ({ bio: 'Edited by staff', reason: 'support ticket' }),
      allowed: ADMIN_ONLY,
    },
    {
      name: 'POST /api/users/{id}/vip',
      method: 'POST',
      path: () => `/api/users/${target()}/vip`,
      body: () => ({ until: null, reason: 'support ticket' }),
      allowed: ADMIN_ONLY,
    },
    {
      name: 'POST /api/users/{id}/rank',
      method: 'POST',
      path: () => `/api/users/${target()}/rank`,
      body: () => ({ rank: null, reason: 'support ticket' }),
      allowed: ADMIN_ONLY,
    },
    {
      name: 'POST /api/users/{id}/virtual-lock',
      method: 'POST',
      path: () => `/api/users/${target()}/virtual-lock`,
      body: () => ({ locked: false, reason: 'support ticket' }),
      allowed: ADMIN_ONLY,
    },
    {
      name: 'POST /api/users/{id}/role',
      method: 'POST',
      path: () => `/api/users/${throwaway.get('role-target')}/role`,
      body: () => ({ reason: 'support ticket' }),
      allowed: ADMIN_ONLY,
    },
    {
      name: 'POST /api/users/{id}/credits',
      method: 'POST',
      path: () => `/api/users/${target()}/credits`,
      body: () => ({ credits: 1, notify: false }),
      allowed: ADMIN_ONLY,
    },
    {
      name: 'POST /api/users/{id}/credits/adjust',
      method: 'POST',
      path: () => `/api/users/${target()}/credits/adjust`,
      body: () => ({ credits: 1, reason: 'support ticket' }),
      allowed: ADMIN_ONLY,
    },
    {
      name: 'POST /api/users/{id}/claim',
      method: 'POST',
      path: () => `/api/users/${target()}/claim`,
      body: () => ({ email: 'owner@example.org', reason: 'support ticket' }),
      allowed: ADMIN_ONLY,
    },
    {
      name: 'POST /api/users/{id}/approve',
      method: 'POST',
      path: () => `/api/users/${target()}/approve`,
      body: () => ({}),
      allowed: STAFF_ONLY,
    },
    {
      name: 'POST /api/users/{id}/verification',
      method: 'POST',
      path: () => `/api/users/${target()}/verification`,
      body: () => ({ state: null }),
      allowed: STAFF_ONLY,
    },
    { name: 'GET /api/transactions', method: 'GET', path: () => '/api/transactions', allowed: STAFF_ONLY },
    { name: 'GET /api/deposit-requests', method: 'GET', path: () => '/api/deposit-requests', allowed: STAFF_ONLY },
    {
      name: 'POST /api/deposit-requests/{id}/confirm',
      method: 'POST',
      path: () => `/api/deposit-requests/${depositRequest}/confirm`,
      body: () => ({ userId: ids.get('advertiser'), notify: false }),
      allowed: ADMIN_ONLY,
    },
    {
      name: 'GET /api/admin/users/{id}/history',
      method: 'GET',
      path: () => `/api/admin/users/${target()}/history`,
      allowed: STAFF_ONLY,
    },
    {
      name: 'GET /api/admin/users/{id}',
      method: 'GET',
      path: () => `/api/admin/users/${target()}`,
      allowed: STAFF_ONLY,
    },
    { name: 'GET /api/admin/events', method: 'GET', path: () => '/api/admin/events', allowed: STAFF_ONLY },
    {
      name: 'POST /api/merge-users',
      method: 'POST',
      path: () => '/api/merge-users',
      body: () => ({
        sourceUserId: throwaway.get('merge-source'),
        targetUserId: throwaway.get('merge-target'),
        reason: 'duplicate',
      }),
      allowed: ADMIN_ONLY,
    },
    {
      name: 'POST /api/users/{id}/delete',
      method: 'POST',
      path: () => `/api/users/${throwaway.get('delete-target')}/delete`,
      body: () => ({ reason: 'support ticket' }),
      allowed: ADMIN_ONLY,
    },
  ];

  for (const route of routes) {
    it(route.name, async () => {
      expect((await api.client().request(route.method, route.path(), route.body?.())).status).toBe(401);
      // Refusals first, so a one-shot action (delete, merge) is still possible for the allowed role.
      const ordered = [...EVERYONE].sort(
        (a, b) => Number(route.allowed.includes(a)) - Number(route.allowed.includes(b)),
      );
      for (const username of ordered) {
        const { status, body } = await as(username).request(route.method, route.path(), route.body?.());
        if (route.allowed.includes(username)) {
          expect(status, `${username}: ${JSON.stringify(body)}`).toBeOneOf([200, 201, 204]);
        } else expect({ username, status }).toEqual({ username, status: 403 });
      }
    });
  }

  it('hands every role exactly the permissions of the table', async () => {
    const expected: Record<string, string[]> = {
      admin: [
        'ACCESS_HQ',
        'CAMPAIGNS',
        'AVOID_BLOCK_MODAL',
        'PICTURE_REVIEW',
        'VIEW_FLAGS',
        'DUPLICATE_CHECKS',
        'VIEW_ALL_USERS',
      ],
      moderator: [
        'ACCESS_HQ',
        'AVOID_BLOCK_MODAL',
        'PICTURE_REVIEW',
        'VIEW_FLAGS',
        'DUPLICATE_CHECKS',
        'VIEW_ALL_USERS',
      ],
      advertiser: ['ACCESS_HQ', 'CAMPAIGNS'],
      escort: [],
      client: [],
    };
    for (const role of ROLES) {
      const me = await as(role).request<{ permissions: string[] }>('GET', '/api/user');
      expect(me.body.permissions).toEqual(expected[role]);
    }
  });
});

describe('the member on PATCH /api/user', () => {
  it('lets an escort mark themselves available now, then not', async () => {
    const on = await as('escort').request<Me>('PATCH', '/api/user', { online: new Date().toISOString() });
    expect(on.status).toBe(200);
    expect(Date.now() - Date.parse(on.body.online!)).toBeLessThan(60_000);
    const off = await as('escort').request<Me>('PATCH', '/api/user', { online: null });
    expect(off.body.online).toBeNull();
  });

  it('keeps clients off the availability switch, but lets libertines use it', async () => {
    const client = await as('client').request('PATCH', '/api/user', { online: new Date().toISOString() });
    expect(client).toMatchObject({ status: 403, body: { code: 'availability_not_allowed' } });
    const libertine = await as('libertine').request<Me>('PATCH', '/api/user', { online: new Date().toISOString() });
    expect(libertine.status).toBe(200);
  });

  it('turns ghost mode on and off, refusing availability changes while on', async () => {
    const ghost = await as('escort').request<Me>('PATCH', '/api/user', { ghost: true });
    expect(ghost.body).toMatchObject({ ghost: true, online: null });
    const refused = await as('escort').request('PATCH', '/api/user', { online: new Date().toISOString() });
    expect(refused).toMatchObject({ status: 409, body: { code: 'ghost_mode_active' } });
    expect((await as('escort').request<Me>('PATCH', '/api/user', { ghost: false })).body.ghost).toBe(false);
  });

  it('refuses an 81-character headline naming the field, and keeps an 80-character one', async () => {
    const long = await as('escort').request<{ issues: Array<{ path: string }> }>('PATCH', '/api/user', {
      headline: 'x'.repeat(81),
    });
    expect(long.status).toBe(400);
    expect(long.body.issues[0]!.path).toBe('body.headline');
    const ok = await as('escort').request<Me>('PATCH', '/api/user', { headline: 'y'.repeat(80) });
    expect(ok.body.headline).toBe('y'.repeat(80));
  });

  it('keeps website links for VIPs in the Quebec variant', async () => {
    const response = await as('escort').request('PATCH', '/api/user', { websiteUrl: 'https://example.org' });
    expect(response).toMatchObject({ status: 403, body: { code: 'vip_required' } });
  });

  it('records favorites on the server and lists them', async () => {
    const escortId = ids.get('escort')!;
    const toggled = await as('client').request<{ favorites: Record<string, true> }>('PATCH', '/api/user/favorites', {
      favoritedUserId: escortId,
      isFavorited: true,
    });
    expect(toggled.body.favorites).toEqual({ [escortId]: true });
    const list = await as('client').request<Array<{ _id: string; placeholder: string; underReview: boolean }>>(
      'GET',
      '/api/user/favorites',
    );
    expect(list.body.map((user) => user._id)).toEqual([escortId]);
    // The card of listings and search, so the favorites page shows pictures and badges the same way.
    expect(list.body[0]).toMatchObject({ placeholder: expect.stringMatching(/^\/cached\/placeholders\/\d+\.jpg$/) });
    expect(typeof list.body[0]!.underReview).toBe('boolean');
    const missing = await as('client').request('PATCH', '/api/user/favorites', {
      favoritedUserId: 'nobody',
      isFavorited: true,
    });
    expect(missing.status).toBe(404);
    const guest = await api
      .client()
      .request<Array<{ _id: string }>>('GET', `/api/user/favorites?ids=${escortId},nobody`);
    expect(guest.body.map((user) => user._id)).toEqual([escortId]);
  });

  it('records an acknowledged reminder', async () => {
    const response = await as('escort').request('POST', '/api/user/reminders', { reminder: 'vipReminder' });
    expect(response.status).toBe(200);
    const bad = await as('escort').request('POST', '/api/user/reminders', { reminder: 'nope' });
    expect(bad.status).toBe(400);
  });
});

describe('staff commands on a user', () => {
  it('switches an escort to a libertine client with the clears of §4, recording the reason', async () => {
    const escortId = ids.get('escort')!;
    await as('escort').request('PATCH', '/api/user', { incall: true, outcall: true });
    const switched = await as('admin').request<Me>('POST', `/api/users/${escortId}/role`, {
      reason: 'asked by the member',
    });
    expect(switched.body).toMatchObject({
      role: 'client',
      libertine: true,
      incall: false,
      outcall: false,
      virtual: false,
    });
    const history = async () =>
      (
        await as('moderator').request<
          Array<{ type: string; reason: string; actorId: string; data: { type?: string } }>
        >('GET', `/api/admin/users/${escortId}/history?sort=${encodeURIComponent('["position","DESC"]')}`)
      ).body;
    expect((await history()).find((event) => event.type === 'RoleSwitched')).toMatchObject({
      reason: 'asked by the member',
      actorId: ids.get('admin'),
    });
    // The notifier tells the member, once, with the same actor and reason.
    await expect
      .poll(async () =>
        (await history()).filter((event) => event.type === 'NotificationCreated').map((event) => event.data.type),
      )
      .toContain('roleUpdatedClient');
    const back = await as('admin').request<Me>('POST', `/api/users/${escortId}/role`, { reason: 'asked again' });
    expect(back.body).toMatchObject({ role: 'escort', libertine: false });
    const staff = await as('admin').request('POST', `/api/users/${ids.get('moderator')}/role`, {
      reason: 'not possible',
    });
    expect(staff).toMatchObject({ status: 409, body: { code: 'role_not_switchable' } });
  });

  it('locks virtual (virtual on, incall and outcall off) and the member cannot undo it', async () => {
    const escortId = ids.get('escort')!;
    const locked = await as('admin').request<Me>('POST', `/api/users/${escortId}/virtual-lock`, {
      locked: true,
      reason: 'safety',
    });
    expect(locked.body).toMatchObject({ virtualLocked: true, virtual: true, incall: false, outcall: false });
    const refused = await as('escort').request('PATCH', '/api/user', { incall: true });
    expect(refused).toMatchObject({ status: 409, body: { code: 'virtual_locked' } });
    const unlocked = await as('admin').request<Me>('POST', `/api/users/${escortId}/virtual-lock`, {
      locked: false,
      reason: 'resolved',
    });
    expect(unlocked.body).toMatchObject({ virtualLocked: false, virtual: true });
  });

  it('requires a reason for actions on money, roles and identity', async () => {
    const response = await as('admin').request('POST', `/api/users/${ids.get('client')}/vip`, { until: null });
    expect(response).toMatchObject({ status: 400, body: { issues: [{ path: 'body.reason' }] } });
  });

  it('deletes a user: erased account, 404 afterwards, sessions gone', async () => {
    const member = api.client();
    const created = await member.request<{ _id: string }>('POST', '/api/auth/register', {
      username: 'leaving',
      email: 'leaving@example.org',
      password: 'a long enough password',
      role: 'client',
      gender: 'man',
      acceptedTerms: true,
    });
    const deleted = await as('admin').request('POST', `/api/users/${created.body._id}/delete?notifyReporters=false`, {
      reason: 'asked by the member',
    });
    expect(deleted.status).toBe(204);
    expect((await member.request('GET', '/api/user')).status).toBe(401);
    expect((await as('moderator').request('GET', `/api/users/${created.body._id}`)).status).toBe(404);
    // The username is free again; the audit facts remain.
    const again = await api.client().request('POST', '/api/auth/register', {
      username: 'leaving',
      email: 'leaving@example.org',
      password: 'a long enough password',
      role: 'client',
      gender: 'man',
      acceptedTerms: true,
    });
    expect(again.status).toBe(201);
  });
});
