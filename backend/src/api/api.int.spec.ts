import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditProjection, startProjectionWorkers, waitForProjections } from '@annuaire/projections';
import { openTestStore, type TestStore } from '../../../test/eventStore';
import { loadConfig } from '../config';
import { added, testCatalogue, testMetadata } from '../eventStore/contract/testEvents';
import { createApp } from './app';

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
const json = async <T>(response: Response) => (await response.json()) as T;

let t: TestStore;
let workers: { stop(): Promise<void> };
const servers: Server[] = [];

async function serve(env: NodeJS.ProcessEnv = {}): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const app = createApp({ config, db: t.db, store: t.store, projections: [auditProjection] });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  t = await openTestStore(testCatalogue);
  workers = startProjectionWorkers([auditProjection], { db: t.db, store: t.store, connectionString: t.url });
  await t.store.append('cart-1', [added('a'), added('b')], {
    metadata: testMetadata({ actorId: 'staff-1', impersonatorId: 'admin-9', reason: 'customer asked' }),
  });
  await t.store.append('credits-user-42', [added('c')], { metadata: testMetadata({ actorId: 'user-42' }) });
  const last = await t.store.append('user-42', [added('d'), added('e'), added('f')], {
    metadata: testMetadata({ actorId: 'staff-1' }),
  });
  await waitForProjections(t.db, ['audit'], last.position, { timeoutMs: 10_000 });
});
afterAll(async () => {
  for (const server of servers) server.close();
  await workers.stop();
  await t.close();
});

describe('GET /api/health', () => {
  it('answers the head of the log and every projection caught up', async () => {
    const base = await serve();
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    const body = await json<{ eventStore: { head: string } }>(response);
    expect(body).toMatchObject({
      status: 'ok',
      database: { reachable: true },
      eventStore: { head: expect.stringMatching(/^\d+:\d+$/) },
      projections: [{ name: 'audit', caughtUp: true, behind: 0, checkpoint: body.eventStore.head }],
    });
  });
});

describe('GET /api/admin/events', () => {
  it('pages the timeline in the simple-rest dialect with Content-Range', async () => {
    const base = await serve();
    const response = await fetch(`${base}/api/admin/events?range=${encodeURIComponent('[0,1]')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('events 0-1/6');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const events = await json<EventJson[]>(response);
    expect(events.map((event) => event.data.sku)).toEqual(['a', 'b']);
    expect(events[0]).toMatchObject({
      streamId: 'cart-1',
      streamPosition: 0,
      type: 'ItemAdded',
      actorId: 'staff-1',
      impersonatorId: 'admin-9',
      reason: 'customer asked',
    });
  });

  it('gathers every stream of a user, and every act of an actor, newest first', async () => {
    const base = await serve();
    const subject = await fetch(`${base}/api/admin/events?filter=${encodeURIComponent('{"subjectId":"user-42"}')}`);
    expect(subject.headers.get('content-range')).toBe('events 0-0/1');
    const ofUser = await fetch(`${base}/api/admin/events?filter=${encodeURIComponent('{"subjectId":"42"}')}`);
    expect((await json<EventJson[]>(ofUser)).map((event) => event.streamId)).toEqual(['user-42', 'user-42', 'user-42']);
    const byActor = await fetch(
      `${base}/api/admin/events?filter=${encodeURIComponent('{"actorId":"staff-1"}')}&sort=${encodeURIComponent('["position","DESC"]')}`,
    );
    expect((await json<EventJson[]>(byActor)).map((event) => event.data.sku)).toEqual(['f', 'e', 'd', 'b', 'a']);
  });

  it('answers 400 naming the parameter for malformed sort, range or filter', async () => {
    const base = await serve();
    for (const [query, path] of [
      ['range=[5,1]', 'query.range'],
      ['range=nope', 'query.range'],
      ['sort=["secret","ASC"]', 'query.sort.0'],
      ['filter={"unknown":1}', 'query.filter'],
    ] as const) {
      const [name, value] = query.split('=') as [string, string];
      const response = await fetch(`${base}/api/admin/events?${name}=${encodeURIComponent(value)}`);
      expect(response.status).toBe(400);
      const body = await json<ErrorJson>(response);
      expect(body.code).toBe('invalid_request');
      expect(body.issues.map((issue) => issue.path)).toContain(path);
    }
  });

  it('is not exposed in production mode until staff accounts exist', async () => {
    const base = await serve({ NODE_ENV: 'production' });
    const response = await fetch(`${base}/api/admin/events`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('unknown API routes', () => {
  it('answer 404 as JSON', async () => {
    const base = await serve();
    const response = await fetch(`${base}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ msg: 'No route GET /api/nothing-here', code: 'not_found' });
  });
});
