/** The projection runtime on the PostgreSQL event store that backend composes (test/eventStore.ts). */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Transaction } from 'kysely';
import {
  CheckpointMovedError,
  applyBatch,
  readCheckpoint,
  resetCheckpoint,
  defineProjection,
  type AnyProjection,
  projectionStatuses,
  waitForProjections,
  startProjectionWorkers,
} from '@annuaire/projections';
import { openTestStore, type TestStore } from '../../../../../test/eventStore';
import {
  added,
  cartCatalogue,
  cartEvents,
  cartMetadata,
  ItemAdded,
  ItemRemoved,
} from '../../../../../projections/src/testing/cart';
import {
  cartTotalsProjection,
  foldCartTotals,
  type CartTotalsDatabase,
} from '../../../../../projections/src/testing/cartTotals';
import { readAllEvents } from '../../../../../projections/src/testing/readAll';

const meta = cartMetadata();
let t: TestStore;
let workers: { stop(): Promise<void> } | null = null;

beforeAll(async () => {
  t = await openTestStore(cartCatalogue);
});
afterEach(async () => {
  await workers?.stop();
  workers = null;
});
afterAll(async () => {
  await t.close();
});

const start = (projection: AnyProjection = cartTotalsProjection) => {
  workers = startProjectionWorkers([projection], {
    db: t.db,
    store: t.store,
    connectionString: t.url,
    pollIntervalMs: 200,
  });
};

async function readTotals() {
  const rows = await t.db.withSchema('cart_totals').selectFrom('totals').selectAll().execute();
  return new Map(rows.map((row) => [row.sku as string, { quantity: row.quantity, events: row.events }]));
}

const allEvents = async () => (await readAllEvents(t.store)).events;

describe('projection worker', () => {
  it('creates the tables, folds the backlog, follows live, and lets a writer read its write', async () => {
    await t.store.append('cart-a', [added('apple', 2), added('pear', 1)], { metadata: meta });
    start();
    const live = await t.store.append('cart-a', [added('apple', 3)], { metadata: meta });
    expect(await waitForProjections(t.db, ['cart_totals'], live.position, { timeoutMs: 10_000 })).toBe(true);
    expect(await readTotals()).toEqual(foldCartTotals(await allEvents()));
    expect((await readTotals()).get('apple')).toEqual({ quantity: 5, events: 2 });
  });

  it('reports the projection caught up, and behind while it is stopped', async () => {
    start();
    const appended = await t.store.append('cart-b', [added('fig')], { metadata: meta });
    await waitForProjections(t.db, ['cart_totals'], appended.position, { timeoutMs: 10_000 });
    let status = await projectionStatuses(t.db, t.store, [cartTotalsProjection]);
    expect(status.projections[0]).toMatchObject({ name: 'cart_totals', caughtUp: true, behind: 0, lastError: null });
    await workers!.stop();
    workers = null;
    await t.store.append('cart-b', [added('fig'), added('kiwi')], { metadata: meta });
    status = await projectionStatuses(t.db, t.store, [cartTotalsProjection]);
    expect(status.projections[0]).toMatchObject({ caughtUp: false, behind: 2 });
  });

  it('gives up waiting for read-your-writes after the timeout when no worker runs', async () => {
    const appended = await t.store.append('cart-c', [added('plum')], { metadata: meta });
    expect(await waitForProjections(t.db, ['cart_totals'], appended.position, { timeoutMs: 100 })).toBe(false);
  });

  it('moves the checkpoint of a filtered projection past events of other types', async () => {
    const onlyRemovals = defineProjection({
      name: 'removals',
      version: 1,
      events: [ItemRemoved],
      tables: ['removed'],
      createTables: (schema) => `create table "${schema}".removed (sku text not null);`,
      handle: async (events, trx: Transaction<{ removed: { sku: string } }>) => {
        await trx
          .insertInto('removed')
          .values(events.map((event) => ({ sku: event.data.sku })))
          .execute();
      },
    });
    start(onlyRemovals);
    const appended = await t.store.append('cart-d', [added('only-added')], { metadata: meta });
    expect(await waitForProjections(t.db, ['removals'], appended.position, { timeoutMs: 10_000 })).toBe(true);
    expect(await t.db.withSchema('removals').selectFrom('removed').selectAll().execute()).toEqual([]);
  });

  it('rolls back a failing batch entirely, records the error, and retries', async () => {
    let failing = true;
    const fragile = defineProjection({
      name: 'fragile',
      version: 1,
      events: [ItemAdded],
      tables: ['seen'],
      createTables: (schema) => `create table "${schema}".seen (sku text primary key);`,
      async handle(events, trx: Transaction<{ seen: { sku: string } }>) {
        for (const event of events) {
          const { sku } = event.data;
          if (sku === 'poison' && failing) throw new Error('cannot fold poison');
          await trx
            .insertInto('seen')
            .values({ sku })
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
      },
    });
    await t.store.append('cart-e', [added('before-poison'), added('poison')], { metadata: meta });
    start(fragile);
    await expect
      .poll(async () => (await projectionStatuses(t.db, t.store, [fragile])).projections[0]?.lastError, {
        timeout: 10_000,
      })
      .toBe('cannot fold poison');
    // The batch held both events: the first one's row must not exist either.
    const mine = (rows: Array<Record<string, unknown>>) =>
      rows.map((row) => String(row.sku)).filter((sku) => sku.includes('poison') || sku === 'after');
    expect(mine(await t.db.withSchema('fragile').selectFrom('seen').selectAll().execute())).toEqual([]);
    failing = false;
    const after = await t.store.append('cart-e', [added('after')], { metadata: meta });
    expect(await waitForProjections(t.db, ['fragile'], after.position, { timeoutMs: 20_000 })).toBe(true);
    const seen = await t.db.withSchema('fragile').selectFrom('seen').select('sku').orderBy('sku').execute();
    expect(mine(seen)).toEqual(['after', 'before-poison', 'poison']);
  });
});

describe('checkpoint compare-and-set', () => {
  it('rolls back the writes of a batch whose checkpoint moved meanwhile', async () => {
    const projection = { ...cartTotalsProjection, name: 'cas_totals' };
    await t.db.transaction().execute(async (trx) => {
      await sql`drop schema if exists cas_totals cascade; create schema cas_totals`.execute(trx);
      await sql.raw(projection.createTables('cas_totals')).execute(trx);
    });
    await resetCheckpoint(t.db, projection.name, 'live', { position: null, version: 1 });
    await t.store.append('cart-f', [added('cas', 1)], { metadata: meta });
    const page = await t.store.readAll({ types: projection.eventTypes });
    const target = { slot: 'live' as const, schema: 'cas_totals' };
    const racers = await Promise.allSettled([
      applyBatch(t.db, projection, target, page.events, null, page.checkpoint!),
      applyBatch(t.db, projection, target, page.events, null, page.checkpoint!),
    ]);
    expect(racers.filter((racer) => racer.status === 'fulfilled')).toHaveLength(1);
    const rejected = racers.find((racer) => racer.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(CheckpointMovedError);
    const rows = await t.db.withSchema('cas_totals').selectFrom('totals').selectAll().execute();
    expect(rows.reduce((sum, row) => sum + row.events, 0)).toBe(page.events.length);
    expect((await readCheckpoint(t.db, projection.name, 'live'))?.position).toEqual(page.checkpoint);
  });

  it('refuses a batch delivered again before its handler runs', async () => {
    let handled = 0;
    const counting = defineProjection({
      ...cartTotalsProjection,
      name: 'counting_totals',
      events: cartEvents,
      handle: async (events, trx: Transaction<CartTotalsDatabase>) => {
        handled++;
        await cartTotalsProjection.handle(events, trx);
      },
    });
    await t.db.transaction().execute(async (trx) => {
      await sql`drop schema if exists counting_totals cascade; create schema counting_totals`.execute(trx);
      await sql.raw(counting.createTables('counting_totals')).execute(trx);
    });
    await resetCheckpoint(t.db, counting.name, 'live', { position: null, version: 1 });
    await t.store.append('cart-g', [added('again', 1)], { metadata: meta });
    const page = await t.store.readAll({ types: counting.eventTypes });
    const target = { slot: 'live' as const, schema: 'counting_totals' };
    await applyBatch(t.db, counting, target, page.events, null, page.checkpoint!);
    await expect(applyBatch(t.db, counting, target, page.events, null, page.checkpoint!)).rejects.toBeInstanceOf(
      CheckpointMovedError,
    );
    expect(handled).toBe(1);
  });
});
