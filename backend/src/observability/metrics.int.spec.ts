import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjectionWorkers, waitForProjections } from '@annuaire/projections';
import { WrongExpectedRevisionError } from '@annuaire/shared';
import { browserClient, startTestApi, type TestApi } from '../../../test/api';
import { cartTotalsProjection } from '../../../test/cartTotals';
import { createApp } from '../api/app';
import type { ApiDependencies } from '../api/dependencies';
import { DEMO_PASSWORD } from '../demo/seed';
import { added, testCatalogue, testMetadata } from '../eventStore/contract/testEvents';
import { instrumentStore } from './instrumentedStore';
import { createLogger } from './logger';
import { createMetrics, observeBatches, type Metrics } from './metrics';
import { networkInterfaces } from 'node:os';
import { loadConfig } from '../config';
import { metricsListenerOf, startMetricsServer } from './metricsServer';
import { listen, parseExposition, sampleValue, type Sample } from './testing';

/**
 * What an operator's Prometheus sees: `/metrics` behind its token (or on the internal port), in the text
 * format, with request timings by route, the event store, each projection's lag and batches, live
 * streams, the mail queue and login failures.
 */
const TOKEN = 'metrics-token-for-tests-0123456789';
let api: TestApi;
let metrics: Metrics;
let deps: ApiDependencies;
let served: { base: string; close(): Promise<void> };
const logger = createLogger({ level: 'silent' });

beforeAll(async () => {
  // The cart read model is the projection watched here: no worker of the test API runs it.
  api = await startTestApi({}, testCatalogue);
  metrics = createMetrics();
  deps = {
    ...api.deps,
    config: { ...api.deps.config, METRICS_TOKEN: TOKEN },
    store: instrumentStore(api.t.store, metrics),
    projections: [...api.deps.projections, cartTotalsProjection],
  };
  served = await listen(createApp(deps, { live: api.live, logger, metrics }));
});
afterAll(async () => {
  await served?.close();
  await api?.close();
});

async function scrape(): Promise<Sample[]> {
  const response = await fetch(`${served.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return parseExposition(await response.text());
}

const cartLag = async () =>
  sampleValue(await scrape(), 'annuaire_projection_lag_events', { projection: 'cart_totals' });
const appendItems = async (count: number) => {
  let position = null;
  for (let i = 0; i < count; i++) {
    ({ position } = await deps.store.append(`cart-${i % 3}`, [added(`sku-${i}`)], { metadata: testMetadata() }));
  }
  return position!;
};

describe('GET /metrics', () => {
  it('answers 401 {msg, code} without the bearer token or with a wrong one', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${served.base}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ msg: expect.any(String), code: 'unauthenticated' });
    }
  });

  it('answers 404 on the public port when no METRICS_TOKEN is set', async () => {
    const open = await listen(createApp(api.deps, { logger }));
    try {
      const response = await fetch(`${open.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await open.close();
    }
  });

  it('is Prometheus text holding every metric an operator needs', async () => {
    const client = browserClient(served.base);
    const login = await client.request<{ _id: string }>('POST', '/api/auth', {
      identifier: 'client',
      password: DEMO_PASSWORD,
    });
    await client.request('GET', `/api/users/${login.body._id}`);
    const samples = await scrape();
    const names = new Set(samples.map((sample) => sample.name));
    for (const name of [
      'annuaire_http_request_duration_seconds_bucket',
      'annuaire_event_store_append_conflicts_total',
      'annuaire_projection_lag_events',
      'annuaire_live_streams_open',
      'annuaire_mail_queue_depth',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(names, name).toContain(name);
    }
    // By route pattern, never by the address with its ids.
    expect(
      sampleValue(samples, 'annuaire_http_request_duration_seconds_count', { route: '/api/users/:id', method: 'GET' }),
    ).toBe(1);
    expect(samples.some((sample) => Object.values(sample.labels).some((v) => v.includes(login.body._id)))).toBe(false);
    expect(sampleValue(samples, 'annuaire_projection_lag_events', { projection: 'users' })).toBeTypeOf('number');
  });

  it('counts login failures and event store conflicts, and times appends', async () => {
    const before = await scrape();
    const failures = () => sampleValue(before, 'annuaire_login_failures_total', { reason: 'wrong_credentials' }) ?? 0;
    const wrong = await browserClient(served.base).request('POST', '/api/auth', {
      identifier: 'client',
      password: 'not-the-password-1',
    });
    expect(wrong.status).toBe(401);
    await deps.store.append('cart-conflict', [added('a')], { metadata: testMetadata() });
    await expect(
      deps.store.append('cart-conflict', [added('b')], { expectedRevision: 'no_stream', metadata: testMetadata() }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);

    const after = await scrape();
    expect(sampleValue(after, 'annuaire_login_failures_total', { reason: 'wrong_credentials' })).toBe(failures() + 1);
    expect(sampleValue(after, 'annuaire_event_store_append_conflicts_total')).toBe(
      (sampleValue(before, 'annuaire_event_store_append_conflicts_total') ?? 0) + 1,
    );
    expect(
      sampleValue(after, 'annuaire_event_store_append_duration_seconds_count', { outcome: 'conflict' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(after, 'annuaire_event_store_append_duration_seconds_count', { outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('shows open live streams and the mail waiting to be sent', async () => {
    const client = browserClient(served.base);
    await client.request('POST', '/api/auth', { identifier: 'escort', password: DEMO_PASSWORD });
    const stream = await client.fetch('/api/events/stream');
    expect(stream.status).toBe(200);
    await api.t.db
      .insertInto('mail_outbox')
      .values(
        ['one', 'two'].map((subject) => ({
          to_address: 'someone@demo.local',
          subject,
          text_body: subject,
          html_body: subject,
          status: 'pending',
        })),
      )
      .execute();
    const samples = await scrape();
    await stream.body?.cancel();
    expect(sampleValue(samples, 'annuaire_live_streams_open')).toBe(1);
    expect(sampleValue(samples, 'annuaire_mail_queue_depth')).toBe(2);
  });
});

describe('projection lag', () => {
  it("rises while a projection's worker is stopped and falls to 0 once it has caught up", async () => {
    const runWorker = () =>
      startProjectionWorkers([cartTotalsProjection], {
        db: api.t.db,
        store: deps.store,
        connectionString: api.t.url,
        pollIntervalMs: 200,
        onBatch: observeBatches(metrics),
      });
    const caughtUp = (position: Awaited<ReturnType<typeof appendItems>>) =>
      waitForProjections(api.t.db, ['cart_totals'], position, { timeoutMs: 60_000 });

    let worker = runWorker();
    expect(await caughtUp(await appendItems(1))).toBe(true);
    expect(await cartLag()).toBe(0);
    await worker.stop();

    await appendItems(3);
    expect(await cartLag()).toBe(3);
    const last = await appendItems(2);
    expect(await cartLag()).toBe(5);

    worker = runWorker();
    try {
      expect(await caughtUp(last)).toBe(true);
      const samples = await scrape();
      expect(sampleValue(samples, 'annuaire_projection_lag_events', { projection: 'cart_totals' })).toBe(0);
      expect(
        sampleValue(samples, 'annuaire_projection_batch_duration_seconds_count', { projection: 'cart_totals' }),
      ).toBeGreaterThanOrEqual(2);
      expect(
        sampleValue(samples, 'annuaire_projection_events_applied_total', { projection: 'cart_totals' }),
      ).toBeGreaterThanOrEqual(6);
    } finally {
      await worker.stop();
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves only GET /metrics, without a token, on its own listener', async () => {
    const server = await startMetricsServer({ metrics, host: '127.0.0.1', port: 0, logger });
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(200);
      expect(sampleValue(parseExposition(await response.text()), 'annuaire_mail_queue_depth')).toBeTypeOf('number');
      const other = await fetch(server.url.replace('/metrics', '/api/health'));
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await server.stop();
    }
  });

  it('listens on loopback unless METRICS_HOST names another interface, whatever HOST is', async () => {
    const config = loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464' });
    const listener = metricsListenerOf(config);
    expect(listener).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(metricsListenerOf(loadConfig({}))).toBeNull();
    expect(metricsListenerOf(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }))?.host).toBe('10.0.0.5');
    // Port 0 for a free one; the interface is the one the configuration gives.
    const server = await startMetricsServer({ metrics, ...listener!, port: 0, logger });
    try {
      expect(server.address).toBe('127.0.0.1');
      expect((await fetch(server.url)).status).toBe(200);
      // The machine's other addresses do not reach it (when it has one: a container may have only loopback).
      const external = Object.values(networkInterfaces())
        .flat()
        .find((candidate) => candidate?.family === 'IPv4' && !candidate.internal);
      if (external) {
        const elsewhere = server.url.replace('127.0.0.1', external.address);
        await expect(fetch(elsewhere)).rejects.toThrow();
      }
    } finally {
      await server.stop();
    }
  });
});
