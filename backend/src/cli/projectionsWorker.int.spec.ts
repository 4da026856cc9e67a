import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineProjection } from '@annuaire/projections';
import { cartTotalsProjection } from '../../../test/cartTotals';
import { openTestStore, type TestStore } from '../../../test/eventStore';
import { REPOSITORY_ROOT } from '../config';
import { added, ItemAdded, ItemRemoved, testCatalogue, testMetadata } from '../eventStore/contract/testEvents';
import { instrumentStore } from '../observability/instrumentedStore';
import { createLogger } from '../observability/logger';
import { createMetrics } from '../observability/metrics';
import { captureLines, parseExposition, sampleValue, type Sample } from '../observability/testing';
import { createPool } from '../postgres/pool';
import { startProjectionsWorker, type ProjectionsWorker } from './projectionsWorker';

/**
 * The projections worker is as observable as the API (issue 26 §3): JSON log lines naming their projection,
 * `/metrics` with its batches, events applied, failed attempts and lag, and `/livez` and `/readyz` on the
 * internal listener. Every wait below is for a state (a log line, an answer, a counter), bounded only by
 * the test's timeout, never a sleep.
 */
let t: TestStore;

beforeAll(async () => {
  t = await openTestStore(testCatalogue);
});
afterAll(async () => {
  await t?.close();
});

/** Polls `read` until `done` holds of its value, and returns that value. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const get = async (url: string) => {
  const response = await fetch(url);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
};
const readyz = async (base: string) => {
  const answer = await get(`${base}/readyz`);
  return {
    status: answer.status,
    body: JSON.parse(answer.text) as { status: string; failing?: Record<string, string> },
  };
};
const scrape = async (base: string): Promise<Sample[]> => {
  const answer = await get(`${base}/metrics`);
  expect(answer.status).toBe(200);
  return parseExposition(answer.text);
};
const applied = (samples: Sample[], projection: string) =>
  sampleValue(samples, 'annuaire_projection_events_applied_total', { projection }) ?? 0;

async function appendCarts(count: number, sku = 'sku') {
  let position = null;
  for (let i = 0; i < count; i++) {
    ({ position } = await t.store.append(`cart-${sku}-${i % 3}`, [added(`${sku}-${i}`)], {
      metadata: testMetadata(),
    }));
  }
  return position!;
}

/**
 * A read model that fails on an item named `poison` while `poison.active`: its worker fails, retries with
 * backoff, and works again once the poison is cured.
 */
const poison = { active: true };
const poisonedProjection = defineProjection({
  name: 'poisoned_carts',
  version: 1,
  events: [ItemAdded, ItemRemoved],
  tables: ['seen'],
  createTables: (schema) => `create table "${schema}".seen (sku text primary key);`,
  async handle(events, trx: Transaction<{ seen: { sku: string } }>) {
    for (const event of events) {
      if (event.data.sku === 'poison' && poison.active) throw new Error('poisoned item in the cart');
      await trx
        .insertInto('seen')
        .values({ sku: event.data.sku })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  },
});

describe('the worker runtime, as `npm run projections -- run` starts it', () => {
  const captured = captureLines();
  let worker: ProjectionsWorker;
  let base: string;

  beforeAll(async () => {
    const metrics = createMetrics();
    const store = instrumentStore(t.store, metrics);
    worker = await startProjectionsWorker({
      db: t.db,
      store,
      connectionString: t.url,
      projections: [cartTotalsProjection, poisonedProjection],
      logger: createLogger({ level: 'info', destination: captured.stream }),
      metrics,
      listener: { host: '127.0.0.1', port: 0 },
      pollIntervalMs: 100,
    });
    base = worker.url!;
    // Both workers hold their projection before anything is asserted.
    await until(
      async () => captured.lines.filter((line) => String(line.msg).endsWith(': worker active')).length,
      (active) => active >= 2,
    );
  });
  afterAll(async () => {
    await worker?.stop();
  });

  it('listens on the internal address it is given, and says so in its log', () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(captured.lines).toContainEqual(expect.objectContaining({ url: base, level: 30 }));
  });

  it('logs JSON lines, each naming the projection it is about', () => {
    expect(captured.raw.length).toBeGreaterThan(0);
    for (const raw of captured.raw) expect(() => JSON.parse(raw) as unknown).not.toThrow();
    for (const name of ['cart_totals', 'poisoned_carts']) {
      expect(captured.lines).toContainEqual(
        expect.objectContaining({ level: 30, projection: name, msg: `${name}: worker active` }),
      );
    }
    expect(captured.lines).toContainEqual(
      expect.objectContaining({ msg: 'following cart_totals, poisoned_carts', time: expect.any(String) }),
    );
  });

  it('answers /livez, and /readyz 200 while the database, the event store and its workers are well', async () => {
    const live = await get(`${base}/livez`);
    expect(live.status).toBe(200);
    expect(JSON.parse(live.text)).toEqual({ status: 'live' });
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await readyz(base);
    expect(ready).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await get(`${base}/api/health`)).status).toBe(404);
  });

  it('counts the events it applies, times its batches and shows each projection’s lag', async () => {
    const before = await scrape(base);
    for (const name of [
      'annuaire_projection_events_applied_total',
      'annuaire_projection_errors_total',
      'annuaire_projection_lag_events',
      'process_resident_memory_bytes',
    ]) {
      expect(before.map((sample) => sample.name)).toContain(name);
    }
    // Series exist from the start, at 0 when nothing has happened yet.
    expect(sampleValue(before, 'annuaire_projection_errors_total', { projection: 'cart_totals' })).toBe(0);

    const appended = 7;
    await appendCarts(appended);
    const expected = applied(before, 'cart_totals') + appended;
    const after = await until(
      () => scrape(base),
      (samples) =>
        applied(samples, 'cart_totals') >= expected &&
        applied(samples, 'poisoned_carts') >= applied(before, 'poisoned_carts') + appended &&
        sampleValue(samples, 'annuaire_projection_lag_events', { projection: 'cart_totals' }) === 0,
    );
    expect(applied(after, 'cart_totals')).toBe(expected);
    expect(applied(after, 'poisoned_carts')).toBe(applied(before, 'poisoned_carts') + appended);
    expect(
      sampleValue(after, 'annuaire_projection_batch_duration_seconds_count', { projection: 'cart_totals' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, 'annuaire_projection_lag_events', { projection: 'poisoned_carts' })).toBe(0);
  });

  it('answers /readyz 503 naming the failing worker, counts and logs its failures, and 200 once it works again', async () => {
    poison.active = true;
    await appendCarts(1, 'poison');
    await t.store.append('cart-poison', [added('poison')], { metadata: testMetadata() });

    const failing = await until(
      () => readyz(base),
      (answer) => answer.status === 503,
    );
    expect(failing.body).toEqual({ status: 'unavailable', failing: { workers: 'failing: poisoned_carts' } });
    expect(worker.failing()).toEqual(['poisoned_carts']);

    const samples = await scrape(base);
    expect(
      sampleValue(samples, 'annuaire_projection_errors_total', { projection: 'poisoned_carts' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'annuaire_projection_errors_total', { projection: 'cart_totals' })).toBe(0);
    // The poisoned item and the one appended with it wait; the healthy projection has applied them.
    expect(
      sampleValue(samples, 'annuaire_projection_lag_events', { projection: 'poisoned_carts' }),
    ).toBeGreaterThanOrEqual(1);
    const failure = captured.lines.find((line) => line.projection === 'poisoned_carts' && line.level === 40);
    expect(failure).toMatchObject({ failing: true, msg: expect.stringMatching(/^poisoned_carts: .*poisoned item/) });

    poison.active = false;
    const ready = await until(
      () => readyz(base),
      (answer) => answer.status === 200,
    );
    expect(ready.body).toEqual({ status: 'ready' });
    expect(captured.lines).toContainEqual(
      expect.objectContaining({ level: 30, projection: 'poisoned_carts', failing: false }),
    );
    await until(
      () => scrape(base),
      (after) => sampleValue(after, 'annuaire_projection_lag_events', { projection: 'poisoned_carts' }) === 0,
    );
  });
});

describe('/readyz when the storage fails', () => {
  it('answers 503 naming the database and the event store, without their raw errors', async () => {
    const pool = createPool('postgres://nobody:secret@127.0.0.1:1/nowhere');
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    const store = Object.assign(Object.create(t.store) as typeof t.store, {
      head: () => Promise.reject(new Error('event store unreachable at 10.9.8.7')),
    });
    const metrics = createMetrics();
    const worker = await startProjectionsWorker({
      db,
      store,
      connectionString: t.url,
      projections: [],
      logger: createLogger({ level: 'silent' }),
      metrics,
      listener: { host: '127.0.0.1', port: 0 },
    });
    try {
      const answer = await readyz(worker.url!);
      expect(answer.status).toBe(503);
      expect(Object.keys(answer.body.failing ?? {}).sort()).toEqual(['database', 'eventStore']);
      expect(JSON.stringify(answer.body)).not.toMatch(/10\.9\.8\.7|ECONNREFUSED|nowhere/);
      expect((await get(`${worker.url!}/livez`)).status).toBe(200);
    } finally {
      await worker.stop();
      await db.destroy();
    }
  });
});

describe('the `npm run projections -- run` process', () => {
  let child: ChildProcess;
  let stdout = '';
  let exited: Promise<number | null>;

  const freePort = () =>
    new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
  /** The complete lines written so far, parsed: each must be JSON. */
  const lines = () =>
    stdout
      .slice(0, stdout.lastIndexOf('\n') + 1)
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'test/projectionsFixtureCli.ts', 'run', 'cart_totals'], {
      cwd: REPOSITORY_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: t.url,
        // Under test too the worker logs at info by default: its lines are few and they are what operators read.
        NODE_ENV: 'test',
        LOG_LEVEL: undefined,
        METRICS_PORT: String(port),
        METRICS_HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Both streams: before issue 26 the worker wrote plain `[projections] ...` lines on standard error.
    let output = '';
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    // The listener's address is logged before any worker can say it is active.
    await until(
      async () => {
        if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}:\n${output}`);
        return output;
      },
      (text) => text.includes('cart_totals: worker active'),
    );
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('writes one JSON object per line on standard output, naming the projection', () => {
    const parsed = lines();
    expect(parsed).toContainEqual(
      expect.objectContaining({ level: 30, projection: 'cart_totals', msg: 'cart_totals: worker active' }),
    );
    expect(parsed.every((line) => typeof line.time === 'string' && typeof line.level === 'number')).toBe(true);
  });

  it('serves /readyz and /metrics on METRICS_PORT, with the events it applies, and stops cleanly on SIGTERM', async () => {
    const base = lines().find((line) => typeof line.url === 'string')?.url as string;
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(
      await until(
        () => readyz(base),
        (answer) => answer.status === 200,
      ),
    ).toEqual({
      status: 200,
      body: { status: 'ready' },
    });
    const caughtUp = await until(
      () => scrape(base),
      (samples) => sampleValue(samples, 'annuaire_projection_lag_events', { projection: 'cart_totals' }) === 0,
    );
    const before = applied(caughtUp, 'cart_totals');
    await appendCarts(4, 'child');
    const after = await until(
      () => scrape(base),
      (samples) => applied(samples, 'cart_totals') >= before + 4,
    );
    expect(applied(after, 'cart_totals')).toBe(before + 4);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(lines()).toContainEqual(expect.objectContaining({ msg: 'stopping: each worker finishes its batch' }));
  });
});
