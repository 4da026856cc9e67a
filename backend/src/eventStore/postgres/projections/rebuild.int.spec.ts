/** The projection runtime on the PostgreSQL event store that backend composes (test/eventStore.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  readCheckpoint,
  rebuildProjection,
  RebuildInProgressError,
  type RebuildProgress,
  waitForProjections,
  startProjectionWorkers,
} from '@annuaire/projections';
import { openTestStore, type TestStore } from '../../../../../test/eventStore';
import { added, cartCatalogue, cartMetadata, removed } from '../../../../../projections/src/testing/cart';
import { cartTotalsProjection, foldCartTotals } from '../../../../../projections/src/testing/cartTotals';
import { readAllEvents } from '../../../../../projections/src/testing/readAll';

const meta = cartMetadata();
let t: TestStore;

beforeAll(async () => {
  t = await openTestStore(cartCatalogue);
  for (let batch = 0; batch < 20; batch++) {
    const events = Array.from({ length: 50 }, (_, i) => added(`sku-${(batch * 50 + i) % 37}`, (i % 5) + 1));
    await t.store.append(`cart-${batch % 4}`, events, { metadata: meta });
  }
  await t.store.append('cart-0', [removed('sku-3')], { metadata: meta });
});
afterAll(async () => {
  await t.close();
});

const options = () => ({ db: t.db, store: t.store, connectionString: t.url, batchSize: 100 });

async function totals(schema: string) {
  const rows = await t.db.withSchema(schema).selectFrom('totals').selectAll().execute();
  return new Map(rows.map((row) => [row.sku as string, { quantity: row.quantity, events: row.events }]));
}

async function expectedTotals() {
  return foldCartTotals((await readAllEvents(t.store)).events);
}

async function schemaExists(name: string) {
  const { rows } = await sql`select 1 from pg_namespace where nspname = ${name}`.execute(t.db);
  return rows.length > 0;
}

describe('blue/green rebuild', () => {
  it('builds new tables while the old ones keep serving, then swaps them in', async () => {
    const projection = { ...cartTotalsProjection, name: 'bg_totals' };
    const workers = startProjectionWorkers([projection], { ...options(), pollIntervalMs: 100 });
    try {
      const head = (await t.store.head())!;
      expect(await waitForProjections(t.db, [projection.name], head, { timeoutMs: 10_000 })).toBe(true);
      const before = await totals('bg_totals');
      const servedDuringRebuild: Array<Map<string, unknown>> = [];
      let appendedDuring = false;
      const processed = await rebuildProjection(projection, {
        ...options(),
        onProgress: async (progress) => {
          if (progress.phase !== 'building' || appendedDuring) return;
          appendedDuring = true;
          servedDuringRebuild.push(await totals('bg_totals'));
          await t.store.append('cart-9', [added('during-rebuild', 7)], { metadata: meta });
        },
      });
      expect(processed).toBeGreaterThanOrEqual(1001);
      expect(servedDuringRebuild[0]).toEqual(before);
      const expected = await expectedTotals();
      expect(expected.get('during-rebuild')).toEqual({ quantity: 7, events: 1 });
      expect(await totals('bg_totals')).toEqual(expected);
      expect(await schemaExists('bg_totals__next')).toBe(false);
      expect(await readCheckpoint(t.db, projection.name, 'next')).toBeNull();
      // The live worker carries on from the swapped-in checkpoint without applying anything twice.
      const later = await t.store.append('cart-9', [added('after-swap', 1)], { metadata: meta });
      expect(await waitForProjections(t.db, [projection.name], later.position, { timeoutMs: 10_000 })).toBe(true);
      expect(await totals('bg_totals')).toEqual(await expectedTotals());
    } finally {
      await workers.stop();
    }
  });

  it('resumes an interrupted rebuild from its own checkpoint', async () => {
    const projection = { ...cartTotalsProjection, name: 'resume_totals' };
    let batches = 0;
    const interrupted = rebuildProjection(projection, {
      ...options(),
      onProgress: () => {
        if (++batches === 3) throw new Error('killed');
      },
    });
    await expect(interrupted).rejects.toThrow('killed');
    const saved = await readCheckpoint(t.db, projection.name, 'next');
    expect(saved?.position).not.toBeNull();
    const progress: RebuildProgress[] = [];
    await rebuildProjection(projection, { ...options(), onProgress: (p) => void progress.push(p) });
    expect(progress[0]?.resumed).toBe(true);
    expect(progress.at(-1)).toMatchObject({ phase: 'done', remaining: 0 });
    expect(await totals('resume_totals')).toEqual(await expectedTotals());
  });

  it('refuses a second concurrent rebuild of the same projection', async () => {
    const projection = { ...cartTotalsProjection, name: 'twice_totals' };
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = rebuildProjection(projection, { ...options(), onProgress: () => gate });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(rebuildProjection(projection, options())).rejects.toBeInstanceOf(RebuildInProgressError);
    release();
    await first;
  });

  it('rebuilds on start when the projection version changed', async () => {
    const v1 = { ...cartTotalsProjection, name: 'versioned_totals', version: 1 };
    let workers = startProjectionWorkers([v1], { ...options(), pollIntervalMs: 100 });
    const head = (await t.store.head())!;
    await waitForProjections(t.db, [v1.name], head, { timeoutMs: 10_000 });
    await workers.stop();
    const v2 = { ...v1, version: 2 };
    workers = startProjectionWorkers([v2], { ...options(), pollIntervalMs: 100 });
    try {
      await expect
        .poll(async () => (await readCheckpoint(t.db, v2.name, 'live'))?.version, { timeout: 10_000 })
        .toBe(2);
      expect(await totals('versioned_totals')).toEqual(await expectedTotals());
    } finally {
      await workers.stop();
    }
  });
});
