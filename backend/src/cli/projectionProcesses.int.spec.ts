import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { comparePositions } from '@annuaire/shared';
import { readCheckpoint } from '@annuaire/projections';
import { foldCartTotals } from '../../../test/cartTotals';
import { openTestStore, type TestStore } from '../../../test/eventStore';
import { REPOSITORY_ROOT } from '../config';
import { added, testCatalogue, testMetadata } from '../eventStore/contract/testEvents';
import { readAllEvents } from '../../../test/readAll';

/**
 * Process-level tests of the projection runtime: workers and rebuilds killed with SIGKILL at random
 * points must leave read models equal to a from-scratch fold, and a standby worker must take over.
 */
const meta = testMetadata();
let t: TestStore;
/**
 * How much slower than an idle machine this one is right now, from how long a worker takes to say it is
 * active (about 1.5 s idle). Every deadline below is multiplied by it: a loaded machine makes the tests
 * slower, never red.
 */
let slowness = 1;
const scaled = (ms: number) => Math.round(ms * slowness);
/** Long enough for twelve slow starts and a slow catch-up on a machine several times slower than idle. */
const TEST_TIMEOUT_MS = 15 * 60_000;

interface Cli {
  readonly child: ChildProcess;
  output(): string;
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startCli(...args: string[]): Cli {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/projectionsFixtureCli.ts', ...args], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, DATABASE_URL: t.url, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    exited,
    async waitForOutput(text, timeoutMs = scaled(20_000)) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(text)) {
        if (Date.now() > deadline) throw new Error(`No "${text}" within ${timeoutMs} ms; output:\n${output}`);
        if (child.exitCode !== null) throw new Error(`Exited before "${text}"; output:\n${output}`);
        await sleep(20);
      }
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function killHard(cli: Cli) {
  cli.child.kill('SIGKILL');
  await cli.exited;
}

const allEvents = async () => (await readAllEvents(t.store)).events;

async function expectReadModelsEqualFold() {
  const events = await allEvents();
  const rows = await t.db.withSchema('cart_totals').selectFrom('totals').selectAll().execute();
  const totals = new Map(rows.map((row) => [row.sku as string, { quantity: row.quantity, events: row.events }]));
  expect(totals).toEqual(foldCartTotals(events));
  const audit = await t.db.withSchema('audit').selectFrom('events').select('event_id').execute();
  expect(audit.length).toBe(events.length);
  expect(new Set(audit.map((row) => row.event_id))).toEqual(new Set(events.map((event) => event.id)));
}

async function waitCaughtUp(names: string[]) {
  const head = (await t.store.head())!;
  await expect
    .poll(
      async () => {
        for (const name of names) {
          const checkpoint = await readCheckpoint(t.db, name, 'live');
          if (!checkpoint?.position || comparePositions(checkpoint.position, head) < 0) return false;
        }
        return true;
      },
      { timeout: scaled(60_000), interval: 100 },
    )
    .toBe(true);
}

/** Appends small batches until stopped, so kills land while new events keep arriving. */
function keepAppending() {
  let running = true;
  let n = 0;
  const done = (async () => {
    while (running) {
      await t.store.append(`cart-live-${n % 7}`, [added(`live-${n % 13}`, 1 + (n % 3)), added(`live-${n % 5}`)], {
        metadata: meta,
      });
      if (n % 11 === 0) {
        await t.store.append(`cart-live-${n % 7}`, [{ type: 'ItemRemoved', data: { sku: `live-${n % 13}` } }], {
          metadata: meta,
        });
      }
      n++;
      await sleep(5);
    }
  })();
  return async () => {
    running = false;
    await done;
  };
}

beforeAll(async () => {
  t = await openTestStore(testCatalogue);
  for (let batch = 0; batch < 60; batch++) {
    const events = Array.from({ length: 100 }, (_, i) => added(`sku-${(batch * 7 + i) % 97}`, (i % 4) + 1));
    await t.store.append(`cart-seed-${batch % 9}`, events, { metadata: meta });
  }
  const startedAt = Date.now();
  const probe = startCli('run', 'cart_totals');
  await probe.waitForOutput('worker active', 5 * 60_000);
  slowness = Math.max(1, (Date.now() - startedAt) / 1500);
  probe.child.kill('SIGTERM');
  await probe.exited;
}, TEST_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
});

describe('projection processes killed with SIGKILL', () => {
  it(
    'survives 12 kills while following live, then equals a from-scratch fold',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const stopAppending = keepAppending();
      try {
        for (let kill = 0; kill < 12; kill++) {
          const worker = startCli('run', 'cart_totals', 'audit');
          await worker.waitForOutput('worker active');
          await sleep(Math.random() * 400);
          await killHard(worker);
        }
      } finally {
        await stopAppending();
      }
      const worker = startCli('run', 'cart_totals', 'audit');
      try {
        await waitCaughtUp(['cart_totals', 'audit']);
      } finally {
        worker.child.kill('SIGTERM');
        expect((await worker.exited).code).toBe(0);
      }
      await expectReadModelsEqualFold();
    },
  );

  it(
    'survives 12 kills during a rebuild, resumes, and swaps in a model equal to the fold',
    {
      timeout: TEST_TIMEOUT_MS,
    },
    async () => {
      let resumedAtLeastOnce = false;
      for (let kill = 0; kill < 12; kill++) {
        const rebuild = startCli('rebuild', 'cart_totals');
        await rebuild.waitForOutput('rebuilding');
        await sleep(Math.random() * 600);
        await killHard(rebuild);
        if (await readCheckpoint(t.db, 'cart_totals', 'next')) resumedAtLeastOnce = true;
      }
      expect(resumedAtLeastOnce).toBe(true);
      const rebuild = startCli('rebuild', 'cart_totals');
      expect((await rebuild.exited).code).toBe(0);
      expect(rebuild.output()).toMatch(/cart_totals: rebuilt from \d+ events and swapped in/);
      const { rows } = await sql`select 1 from pg_namespace where nspname like 'cart_totals__%'`.execute(t.db);
      expect(rows).toEqual([]);
      await expectReadModelsEqualFold();
    },
  );
});

describe('two workers for the same projection', () => {
  it(
    'never both apply events, and the standby takes over within 10 s of the holder dying',
    {
      timeout: TEST_TIMEOUT_MS,
    },
    async () => {
      const first = startCli('run', 'applied_by');
      await first.waitForOutput('applied_by: worker active');
      const second = startCli('run', 'applied_by');
      const stopAppending = keepAppending();
      try {
        // The standby is running (it says so) but must not be active while the first holds the lock.
        await second.waitForOutput('applied_by: waiting', scaled(20_000));
        await sleep(1500);
        expect(second.output()).not.toContain('worker active');
        await killHard(first);
        // 10 s on an idle machine (the lock retry interval plus a start), scaled on a loaded one.
        await second.waitForOutput('applied_by: worker active', scaled(10_000));
        await sleep(500);
      } finally {
        await stopAppending();
      }
      try {
        await waitCaughtUp(['applied_by']);
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
      const applied = await t.db
        .withSchema('applied_by')
        .selectFrom('applied')
        .select(['worker_pid'])
        .orderBy('txn')
        .orderBy('pos')
        .execute();
      expect(applied.length).toBe((await allEvents()).length);
      const pids = applied.map((row) => row.worker_pid);
      const switchAt = pids.indexOf(second.child.pid!);
      expect(switchAt).toBeGreaterThan(0);
      // One unbroken run per worker: the first up to its death, the second from then on.
      expect(new Set(pids.slice(0, switchAt))).toEqual(new Set([first.child.pid]));
      expect(new Set(pids.slice(switchAt))).toEqual(new Set([second.child.pid]));
    },
  );
});
