import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForProjections } from '@annuaire/projections';
import { streams } from '@annuaire/shared';
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
let admin: TestClient;
/** Two private messages: what members wrote each other, which no staff timeline may show. */
const SECRETS = ['call me on 514 555 0199 after nine', 'my real name is Josée Tremblay'];

beforeAll(async () => {
  api = await startTestApi({}, testCatalogue);
  const { store, db } = api.t;
  await store.append('cart-1', [added('a'), added('b')], {
    metadata: testMetadata({ actorId: 'staff-1', impersonatorId: 'admin-9', reason: 'customer asked' }),
  });
  await store.append('credits-user-42', [added('c')], { metadata: testMetadata({ actorId: 'user-42' }) });
  await store.append(
    streams.conversation('pair-7'),
    SECRETS.map((body, n) => ({ type: 'MessageSent', data: { messageId: `m-${n}`, senderId: 'member-7', body } })),
    { metadata: testMetadata({ actorId: 'member-7' }) },
  );
  const last = await store.append('user-42', [added('d'), added('e'), added('f')], {
    metadata: testMetadata({ actorId: 'staff-1' }),
  });
  await waitForProjections(db, ['audit'], last.position, { timeoutMs: 10_000 });
  staff = await api.as('moderator');
  admin = await api.as('admin');
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

describe('private messages in the staff timeline (docs/product.md §6 "Privacy and retention")', () => {
  const list = (client: TestClient, filter: object) =>
    client.request<Array<{ type: string; data: Record<string, unknown> }>>(
      'GET',
      `/api/admin/events?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );

  it('shows moderators and admins that a message was sent and its length, never its body', async () => {
    for (const client of [staff, admin]) {
      for (const filter of [{ type: 'MessageSent' }, { subjectId: 'pair-7' }, { actorId: 'member-7' }, {}]) {
        const response = await list(client, filter);
        expect(response.status).toBe(200);
        for (const secret of SECRETS) expect(JSON.stringify(response.body)).not.toContain(secret);
      }
      const sent = await list(client, { type: 'MessageSent' });
      expect(sent.body.map((event) => event.data)).toEqual(
        SECRETS.map((body, n) => ({
          messageId: `m-${n}`,
          senderId: 'member-7',
          bodyLength: body.length,
          withheld: ['body'],
        })),
      );
    }
  });

  it('takes no filter on the payload, so the words cannot be probed either', async () => {
    for (const filter of [{ body: SECRETS[0] }, { data: { body: SECRETS[0] } }, { q: '514' }, { bodyLength: 35 }]) {
      const response = await list(admin, filter);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid_request', msg: expect.any(String) });
    }
  });
});
