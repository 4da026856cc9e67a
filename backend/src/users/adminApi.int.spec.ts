import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { eventually } from '../audit/testing';

let api: TestApi;
const clients = new Map<string, TestClient>();
const ids = new Map<string, string>();
const REASON = 'support ticket 1234';

beforeAll(async () => {
  api = await startTestApi();
  for (const username of ['admin', 'moderator', 'advertiser', 'escort', 'client', 'libertine']) {
    const client = await api.as(username);
    clients.set(username, client);
    ids.set(username, (await client.request<{ _id: string }>('GET', '/api/user')).body._id);
  }
  const admin = clients.get('admin')!;
  // A VIP escort advertising in Laval, waiting for verification; a flagged client.
  await admin.request('POST', `/api/users/${ids.get('escort')}/vip`, {
    until: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    reason: REASON,
  });
  await admin.request('PUT', `/api/admin/users/${ids.get('escort')}`, {
    location: { region: 'laval', city: null },
    reason: REASON,
  });
  await admin.request('POST', `/api/users/${ids.get('escort')}/verification`, { state: 'verificationRequested' });
  await admin.request('POST', '/api/flags', { type: 'email', value: 'client@demo.local', note: 'chargeback' });
});
afterAll(async () => {
  await api?.close();
});

const as = (username: string) => clients.get(username)!;

interface Row {
  id: string;
  username: string;
  role: string;
  email: string;
  credits: number;
  vipActive: boolean;
  flagged: boolean;
  region: string | null;
}

/** The usernames a filter (and optional sort) lists, as a moderator sees them. */
async function list(filter: Record<string, unknown>, sort?: [string, string]) {
  const params = new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,99]' });
  if (sort) params.set('sort', JSON.stringify(sort));
  const response = await as('moderator').request<Row[]>('GET', `/api/admin/users?${params}`);
  expect(response.status).toBe(200);
  return response.body.map((row) => row.username);
}

describe('GET /api/admin/users', () => {
  it('fails with 401 without a session and 403 for members and advertisers', async () => {
    expect((await api.client().request('GET', '/api/admin/users')).status).toBe(401);
    for (const username of ['advertiser', 'client', 'escort']) {
      const response = await as(username).request<{ code: string }>('GET', '/api/admin/users');
      expect(response.status, username).toBe(403);
      expect(response.body.code).toBe('forbidden');
    }
  });

  it('answers a page with Content-Range exposed to the browser', async () => {
    const response = await as('admin').request<Row[]>('GET', `/api/admin/users?range=${encodeURIComponent('[0,1]')}`);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    expect(response.headers.get('content-range')).toBe('users 0-1/6');
    expect(response.headers.get('access-control-expose-headers')).toBe('Content-Range');
  });

  it('filters by role, pending, VIP, libertine, flagged, verification state, region and search', async () => {
    expect(await list({ role: 'escort' })).toEqual(['escort']);
    expect((await list({ pending: true })).sort()).toEqual(['advertiser']);
    expect(await list({ vip: true })).toEqual(['escort']);
    expect(await list({ vip: false })).not.toContain('escort');
    expect(await list({ libertine: true })).toEqual(['libertine']);
    expect(await list({ flagged: true })).toEqual(['client']);
    expect(await list({ flagged: false })).not.toContain('client');
    expect(await list({ verificationState: 'verificationRequested' })).toEqual(['escort']);
    expect(await list({ verificationState: 'none' })).not.toContain('escort');
    expect(await list({ region: 'laval' })).toEqual(['escort']);
    expect(await list({ q: 'MODER' })).toEqual(['moderator']);
    expect(await list({ q: 'libertine@demo' })).toEqual(['libertine']);
    expect(await list({ id: [ids.get('admin'), ids.get('client')] }, ['username', 'ASC'])).toEqual(['admin', 'client']);
  });

  it('sorts by username and by credits', async () => {
    expect(await list({}, ['username', 'ASC'])).toEqual([
      'admin',
      'advertiser',
      'client',
      'escort',
      'libertine',
      'moderator',
    ]);
    expect((await list({}, ['credits', 'DESC']))[0]).toBe('escort');
  });

  it('answers the columns the list shows', async () => {
    const response = await as('moderator').request<Row[]>(
      'GET',
      `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ role: 'escort' }))}`,
    );
    expect(response.body[0]).toMatchObject({
      id: ids.get('escort'),
      email: 'escort@demo.local',
      credits: 60,
      vipActive: true,
      region: 'laval',
      flagged: false,
    });
  });

  it('names a bad filter or sort in a 400', async () => {
    const bad = await as('admin').request<{ code: string; issues: Array<{ path: string }> }>(
      'GET',
      `/api/admin/users?filter=${encodeURIComponent('{"role":"pirate"}')}&sort=${encodeURIComponent('["password","ASC"]')}`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_request');
    expect(bad.body.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['query.filter.role', 'query.sort.0']),
    );
  });
});

describe('PUT /api/admin/users/{id}', () => {
  const path = () => `/api/admin/users/${ids.get('client')}`;

  it('lets only admins edit, with a reason', async () => {
    expect((await as('moderator').request('PUT', path(), { headline: 'x', reason: REASON })).status).toBe(403);
    expect((await api.client().request('PUT', path(), { headline: 'x', reason: REASON })).status).toBe(401);
    const noReason = await as('admin').request<{ issues: Array<{ path: string }> }>('PUT', path(), { headline: 'x' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.issues.map((issue) => issue.path)).toEqual(['body.reason']);
  });

  it('edits through the profile command and records who and why', async () => {
    const response = await as('admin').request<{ id: string; headline: string }>('PUT', path(), {
      headline: 'Edited by staff',
      reason: REASON,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: ids.get('client'), headline: 'Edited by staff' });
    const edit = await eventually(async () => {
      const history = await as('moderator').request<Array<{ type: string; actorId: string; reason: string }>>(
        'GET',
        `/api/admin/users/${ids.get('client')}/history?sort=${encodeURIComponent('["position","DESC"]')}`,
      );
      return history.body.find((event) => event.type === 'ProfileEdited');
    });
    expect(edit).toMatchObject({ actorId: ids.get('admin'), reason: REASON });
  });

  it('answers 404 for an unknown user', async () => {
    const response = await as('admin').request('PUT', '/api/admin/users/nobody', { headline: 'x', reason: REASON });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/admin/merge-preview', () => {
  it('shows what a merge would move without moving it, for admins only', async () => {
    const query = `sourceUserId=${ids.get('escort')}&targetUserId=${ids.get('libertine')}`;
    expect((await as('moderator').request('GET', `/api/admin/merge-preview?${query}`)).status).toBe(403);
    const preview = await as('admin').request('GET', `/api/admin/merge-preview?${query}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      source: { username: 'escort', credits: 60 },
      target: { username: 'libertine', credits: 0 },
      moves: { credits: 60 },
      after: { credits: 60 },
    });
    const same = await as('admin').request('GET', `/api/admin/merge-preview?sourceUserId=x&targetUserId=x`);
    expect(same.status).toBe(400);
  });
});
