import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { adminList } from '../api/testing';
import { listCrashGroups, recordCrash, type CrashGroup } from './store';

let api: TestApi;
let admin: TestClient;
let moderator: TestClient;
let clientId: string;
let nextAddress = 1;

beforeAll(async () => {
  // Behind one trusted proxy, so each test reports from its own address and the rate limit counts apart.
  api = await startTestApi({ TRUST_PROXY: '1' });
  admin = await api.as('admin');
  moderator = await api.as('moderator');
  clientId = (await (await api.as('client')).request<{ _id: string }>('GET', '/api/user')).body._id;
});
afterAll(async () => {
  await api?.close();
});

/** A visitor at an address of their own. */
function visitorAt(address = `203.0.113.${nextAddress++}`, client: TestClient = api.client()) {
  return {
    report: (body: unknown) => client.request('POST', '/api/errors', body, { 'x-forwarded-for': address }),
  };
}

const trace = (url: string) =>
  `TypeError: profile is undefined\n    at ProfilePage (${url}:1:2345)\n    at renderWithHooks (${url}:1:999)`;

const crash = (message: string, overrides: object = {}) => ({
  error: message,
  trace: trace('https://annuaire.example/assets/index-B3x_k9aZ.js?v=1'),
  url: 'https://annuaire.example/user/jane?token=secret#photos',
  release: '0.1.0+abc123',
  ...overrides,
});

const groups = async (filter: object = {}) => (await adminList<CrashGroup>(admin, 'crash-reports', filter)).body;

describe('POST /api/errors', () => {
  it('stores a report from an anonymous visitor, grouped with the same bug seen in another build', async () => {
    const visitor = visitorAt();
    expect((await visitor.report(crash('TypeError: profile is undefined'))).status).toBe(204);
    const nextBuild = trace('https://annuaire.example/assets/index-Zz9_8yXw.js');
    const again = await visitor.report(crash('TypeError: profile is undefined', { trace: nextBuild, release: 'v2' }));
    expect(again.status).toBe(204);
    const [group] = (await groups()).filter((row) => row.message === 'TypeError: profile is undefined');
    expect(group).toMatchObject({
      firstFrame: 'at ProfilePage (/assets/index.js)',
      count: 2,
      lastUrl: 'https://annuaire.example/user/jane',
      lastRelease: 'v2',
      sampleTrace: nextBuild,
      lastUserId: null,
      status: 'open',
    });
    expect(Date.parse(group!.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(group!.firstSeenAt));
  });

  it('keeps reports with another message or another first frame in groups of their own', async () => {
    const visitor = visitorAt();
    await visitor.report(crash('RangeError: too deep'));
    await visitor.report(crash('RangeError: too deep', { trace: 'RangeError: too deep\n    at Gallery (/x.js:1:1)' }));
    const found = (await groups()).filter((row) => row.message === 'RangeError: too deep');
    expect(found.map((row) => [row.firstFrame, row.count]).sort()).toEqual([
      ['at Gallery (/x.js)', 1],
      ['at ProfilePage (/assets/index.js)', 1],
    ]);
  });

  it("notes the logged-in member's id", async () => {
    const member = await api.as('client');
    expect((await visitorAt(undefined, member).report(crash('Error: member crash'))).status).toBe(204);
    const [group] = (await groups()).filter((row) => row.message === 'Error: member crash');
    expect(group?.lastUserId).toBe(clientId);
  });

  it('refuses reports without a message or beyond the bounds, with the field named', async () => {
    const visitor = visitorAt();
    const noMessage = await visitor.report({ trace: 'x' });
    expect(noMessage).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    const longTrace = await visitor.report(crash('Error: long', { trace: 'x'.repeat(16 * 1024 + 1) }));
    expect(longTrace.status).toBe(400);
    expect(JSON.stringify(longTrace.body)).toContain('body.trace');
    expect((await visitor.report(crash('e'.repeat(1025)))).status).toBe(400);
    expect((await visitor.report(crash('Error: url', { url: 'u'.repeat(2049) }))).status).toBe(400);
    expect((await visitor.report(crash('Error: release', { release: 'r'.repeat(101) }))).status).toBe(400);
  });

  it('answers 429 to an address after 20 reports in 10 minutes, while another address may still report', async () => {
    const flooder = visitorAt();
    for (let index = 0; index < 20; index += 1) {
      expect((await flooder.report(crash('Error: flood'))).status).toBe(204);
    }
    const refused = await flooder.report(crash('Error: flood'));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited', msg: expect.any(String) });
    expect((await visitorAt().report(crash('Error: flood'))).status).toBe(204);
    const [group] = (await groups()).filter((row) => row.message === 'Error: flood');
    expect(group?.count).toBe(21);
  });
});

describe('/api/admin/crash-reports', () => {
  it('is for admins only: 401 anonymous, 403 for moderators', async () => {
    expect((await adminList(api.client(), 'crash-reports')).status).toBe(401);
    expect((await adminList(moderator, 'crash-reports')).status).toBe(403);
    const [any] = await groups();
    expect((await moderator.request('POST', `/api/admin/crash-reports/${any!.id}/resolve`)).status).toBe(403);
  });

  it('sorts by count or last seen', async () => {
    const visitor = visitorAt();
    for (const message of ['Error: thrice', 'Error: thrice', 'Error: thrice', 'Error: latest']) {
      await visitor.report(crash(message));
    }
    const byCount = (
      await admin.request<CrashGroup[]>('GET', `/api/admin/crash-reports?sort=${JSON.stringify(['count', 'DESC'])}`)
    ).body;
    expect(byCount[0]?.message).toBe('Error: flood');
    expect(byCount.map((row) => row.count)).toEqual([...byCount.map((row) => row.count)].sort((a, b) => b - a));
    const byLastSeen = await groups();
    expect(byLastSeen[0]?.message).toBe('Error: latest');
    const one = await admin.request<CrashGroup>('GET', `/api/admin/crash-reports/${byLastSeen[0]!.id}`);
    expect(one.body).toEqual(byLastSeen[0]);
  });

  it('marks a group resolved, and reopens it when it is reported again', async () => {
    const visitor = visitorAt();
    await visitor.report(crash('Error: fixed?'));
    const [group] = (await groups()).filter((row) => row.message === 'Error: fixed?');
    const resolved = await admin.request<CrashGroup>('POST', `/api/admin/crash-reports/${group!.id}/resolve`);
    expect(resolved.body).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String) });
    expect((await groups({ status: 'open' })).map((row) => row.id)).not.toContain(group!.id);
    expect((await groups({ status: 'resolved' })).map((row) => row.id)).toEqual([group!.id]);

    await visitor.report(crash('Error: fixed?'));
    const [reopened] = (await groups({ status: 'open' })).filter((row) => row.id === group!.id);
    expect(reopened).toMatchObject({ status: 'open', resolvedAt: null, count: 2 });
    expect((await admin.request('POST', '/api/admin/crash-reports/unknown/resolve')).status).toBe(404);
  });
});

describe('the bound on groups', () => {
  it('drops the groups seen least recently once there are more than the bound', async () => {
    const db = api.t.db;
    const report = (error: string, minute: number) => ({
      error,
      trace: '',
      url: '/',
      release: 'bounded',
      userId: null,
      at: new Date(Date.UTC(2020, 0, 1, 0, minute)),
    });
    const sortLast = { field: 'lastSeenAt' as const, descending: true };
    const total = async () => (await listCrashGroups(db, { offset: 0, limit: 500, sort: sortLast })).total;
    const before = await total();
    await recordCrash(db, report('Error: old', 1), before + 2);
    await recordCrash(db, report('Error: older', 0), before + 2);
    await recordCrash(db, report('Error: old', 5), before + 2);
    await recordCrash(db, report('Error: newest', 9), before + 2);
    const kept = (await listCrashGroups(db, { offset: 0, limit: 500, sort: sortLast })).rows;
    expect(kept).toHaveLength(before + 2);
    expect(kept.map((row) => row.message)).toEqual(expect.arrayContaining(['Error: old', 'Error: newest']));
    expect(kept.map((row) => row.message)).not.toContain('Error: older');
  });
});
