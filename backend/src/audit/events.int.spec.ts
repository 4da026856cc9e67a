import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForProjections } from '@annuaire/projections';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { added, testCatalogue, testMetadata } from '../eventStore/contract/testEvents';

interface EventJson {
  streamId: string;
  streamPosition: number;
  data: { sku: string };
}
interface ErrorJson {
  msg: string;
  code: string;
  issues: Array<{ path: string }>;
}

let api: TestApi;
let staff: TestClient;

beforeAll(async () => {
  api = await startTestApi({}, testCatalogue);
  const { store, db } = api.t;
  await store.append('cart-1', [added('a'), added('b')], {
    metadata: testMetadata({ actorId: 'staff-1', impersonatorId: 'admin-9', reason: 'customer asked' }),
  });
  await store.append('credits-user-42', [added('c')], { metadata: testMetadata({ actorId: 'user-42' }) });
  const last = await store.append('user-42', [added('d'), added('e'), added('f')], {
    metadata: testMetadata({ actorId: 'staff-1' }),
  });
  await waitForProjections(db, ['audit'], last.position, { timeoutMs: 10_000 });
  staff = await api.as('moderator');
});
afterAll(async () => {
  await api?.close();
});

/** The test events only, leaving out the demo accounts' own history. */
const testOnly = encodeURIComponent(JSON.stringify({ type: 'ItemAdded' }));

describe('GET /api/admin/events', () => {
  it('pages the timeline in the simple-rest dialect with Content-Range', async () => {
    const response = await staff.request<EventJson[]>(
      'GET',
      `/api/admin/events?filter=${testOnly}&range=${encodeURIComponent('[0,1]')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('events 0-1/6');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(response.body.map((event) => event.data.sku)).toEqual(['a', 'b']);
    expect(response.body[0]).toMatchObject({
      streamId: 'cart-1',
      streamPosition: 0,
      type: 'ItemAdded',
      actorId: 'staff-1',
      impersonatorId: 'admin-9',
      reason: 'customer asked',
    });
  });

  it('gathers every stream of a user, and every act of an actor, newest first', async () => {
    const filter = (value: object) => encodeURIComponent(JSON.stringify(value));
    const subject = await staff.request('GET', `/api/admin/events?filter=${filter({ subjectId: 'user-42' })}`);
    expect(subject.headers.get('content-range')).toBe('events 0-0/1');
    const ofUser = await staff.request<EventJson[]>('GET', `/api/admin/events?filter=${filter({ subjectId: '42' })}`);
    expect(ofUser.body.map((event) => event.streamId)).toEqual(['user-42', 'user-42', 'user-42']);
    const sort = encodeURIComponent('["position","DESC"]');
    const byActor = await staff.request<EventJson[]>(
      'GET',
      `/api/admin/events?filter=${filter({ actorId: 'staff-1' })}&sort=${sort}`,
    );
    expect(byActor.body.map((event) => event.data.sku)).toEqual(['f', 'e', 'd', 'b', 'a']);
  });

  it('answers 400 naming the parameter for malformed sort, range or filter', async () => {
    for (const [name, value, path] of [
      ['range', '[5,1]', 'query.range'],
      ['range', 'nope', 'query.range'],
      ['sort', '["secret","ASC"]', 'query.sort.0'],
      ['filter', '{"unknown":1}', 'query.filter'],
    ] as const) {
      const response = await staff.request<ErrorJson>('GET', `/api/admin/events?${name}=${encodeURIComponent(value)}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('invalid_request');
      expect(response.body.issues.map((issue) => issue.path)).toContain(path);
    }
  });

  it('is for staff only: 401 without a session, 403 for members and advertisers', async () => {
    expect((await api.client().request('GET', '/api/admin/events')).status).toBe(401);
    for (const member of ['client', 'escort', 'advertiser']) {
      const response = await (await api.as(member)).request('GET', '/api/admin/events');
      expect(response).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    }
  });
});
