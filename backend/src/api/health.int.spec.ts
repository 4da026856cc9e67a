import { sql } from 'kysely';
import { waitForProjections } from '@annuaire/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthAnswer } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { listen } from '../observability/testing';
import { createApp } from './app';
import { WITHHELD_ERROR } from './health';

const METRICS_TOKEN = 'health-detail-token-0123456789';
/** A raw error as PostgreSQL words it: a table name and a value, which are nobody's business outside. */
const RAW = 'duplicate key value violates unique constraint "users_pkey" on users.users (member-42)';

let api: TestApi;
/** The same app, its event store unreachable and one of its projection workers failing. */
let broken: { base: string; close(): Promise<void> };
let moderator: TestClient;
let admin: TestClient;

beforeAll(async () => {
  api = await startTestApi({ METRICS_TOKEN });
  const unreachable = async () => Promise.reject(new Error(`event store unreachable at ${RAW}`));
  const store = { ...api.deps.store, head: unreachable, readAll: unreachable, countAfter: unreachable };
  broken = await listen(createApp({ ...api.deps, store, workers: { failing: () => ['directory'] } }));
  moderator = await api.as('moderator');
  admin = await api.as('admin');
  // Their first requests record them as seen (users/seen.ts, hourly): done now, not while a test reads.
  for (const client of [moderator, admin]) await client.request('GET', '/api/user');
  // Every worker past the last append: none moves its checkpoint (which clears its error) while a test reads.
  const head = await api.deps.store.head();
  if (head)
    await waitForProjections(
      api.deps.db,
      api.deps.projections.map((projection) => projection.name),
      head,
      { timeoutMs: 30_000 },
    );
});
afterAll(async () => {
  await broken?.close();
  await api?.close();
});

const failFlags = () =>
  sql`update projection_runtime.checkpoints set last_error = ${RAW} where projection = 'flags'`.execute(api.deps.db);
const flagsOf = (body: HealthAnswer) => body.projections.find((projection) => projection.name === 'flags');

describe('/livez and /readyz', () => {
  it('say the process lives and is ready when its database, event store and workers are', async () => {
    const live = await fetch(`${api.base}/livez`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'live' }]);
    const ready = await fetch(`${api.base}/readyz`);
    expect([ready.status, await ready.json(), ready.headers.get('cache-control')]).toEqual([
      200,
      { status: 'ready' },
      'no-store',
    ]);
  });

  it('answer 503 naming what fails, its words only with the metrics token', async () => {
    expect((await fetch(`${broken.base}/livez`)).status).toBe(200);
    const anonymous = await fetch(`${broken.base}/readyz`);
    expect(anonymous.status).toBe(503);
    expect(await anonymous.json()).toEqual({
      status: 'unavailable',
      failing: { eventStore: WITHHELD_ERROR, workers: WITHHELD_ERROR },
    });
    const operator = await fetch(`${broken.base}/readyz`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(await operator.json()).toMatchObject({
      failing: { eventStore: expect.stringContaining(RAW), workers: 'failing: directory' },
    });
  });
});

describe('GET /api/health without detail', () => {
  it('tells anyone and moderators that a projection fails, never the error itself', async () => {
    await failFlags();
    for (const client of [api.client(), moderator]) {
      await failFlags();
      const { status, body } = await client.request<HealthAnswer>('GET', '/api/health');
      expect(status).toBe(200);
      expect(body.detail).toBe(false);
      expect(flagsOf(body)?.lastError).toBe(WITHHELD_ERROR);
      expect(JSON.stringify(body)).not.toContain('users_pkey');
    }
  });

  it('gives the error to the metrics token and to admins (the dashboard)', async () => {
    await failFlags();
    const asAdmin = await admin.request<HealthAnswer>('GET', '/api/health');
    expect([asAdmin.body.detail, flagsOf(asAdmin.body)?.lastError]).toEqual([true, RAW]);
    await failFlags();
    const withToken = await api
      .client()
      .request<HealthAnswer>('GET', '/api/health', undefined, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(flagsOf(withToken.body)?.lastError).toBe(RAW);
    const wrongToken = await api
      .client()
      .request<HealthAnswer>('GET', '/api/health', undefined, { authorization: 'Bearer not-the-token-at-all' });
    expect(flagsOf(wrongToken.body)?.lastError).toBe(WITHHELD_ERROR);
  });
});
