import { sql, type Kysely } from 'kysely';
import { comparePositions, type LogPosition, type ReadAllPage } from '@annuaire/shared';
import { replacingReadModel } from '../analytics/ensure';
import { applyBatch, applyInTransaction } from './apply';
import { deleteCheckpoint, readCheckpoint, resetCheckpoint } from './checkpoints';
import { holdSwapLockExclusive, REBUILD_LOCK, SessionLock } from './locks';
import { liveSchema, nextSchema, type AnyProjection } from './projection';
import type { EventCounter, EventSource } from './source';
import { recreateTables, tablesExist } from './tables';

export interface RebuildProgress {
  readonly projection: string;
  readonly phase: 'building' | 'swapping' | 'done';
  readonly processed: number;
  /** Events still to fold when known (needs an EventCounter). */
  readonly remaining: number | null;
  readonly eventsPerSecond: number;
  readonly etaSeconds: number | null;
  readonly resumed: boolean;
}

export interface RebuildOptions {
  readonly db: Kysely<unknown>;
  /** With `countAfter` (the PostgreSQL store has it), progress shows the remaining count and an ETA. */
  readonly store: EventSource & Partial<EventCounter>;
  readonly connectionString: string;
  readonly batchSize?: number;
  /** Called after every batch; a returned promise is awaited (a slow consumer slows the rebuild). */
  readonly onProgress?: (progress: RebuildProgress) => void | Promise<void>;
}

export class RebuildInProgressError extends Error {
  constructor(projection: string) {
    super(`A rebuild of ${projection} is already running in another process`);
  }
}

/**
 * Blue/green rebuild: folds every event into fresh tables in `<name>__next` while the live tables keep
 * serving (and keep being followed), then, holding the swap lock, folds the last few events and swaps
 * the schemas in one transaction. Killed at any point, it resumes from the `next` checkpoint.
 */
export async function rebuildProjection(projection: AnyProjection, options: RebuildOptions): Promise<number> {
  const lock = await SessionLock.tryAcquire(options.connectionString, REBUILD_LOCK, projection.name);
  if (!lock) throw new RebuildInProgressError(projection.name);
  try {
    return await rebuild(projection, options);
  } finally {
    await lock.release();
  }
}

async function rebuild(projection: AnyProjection, options: RebuildOptions): Promise<number> {
  const { db, store, batchSize = 2000 } = options;
  const target = { slot: 'next' as const, schema: nextSchema(projection) };
  const saved = await readCheckpoint(db, projection.name, 'next');
  const resumed = saved?.version === projection.version && (await tablesExist(db, projection, target.schema));
  let from: LogPosition | null = resumed ? saved.position : null;
  if (!resumed) {
    await db.transaction().execute(async (trx) => {
      await recreateTables(trx, projection, target.schema);
      await resetCheckpoint(trx, projection.name, 'next', { position: null, version: projection.version });
    });
  }

  const started = Date.now();
  let processed = 0;
  const total = store.countAfter ? await store.countAfter(from, projection.eventTypes, 1e9) : null;
  const report = async (phase: RebuildProgress['phase']) => {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const eventsPerSecond = processed / seconds;
    const remaining = total === null ? null : Math.max(total - processed, 0);
    const etaSeconds = remaining === null || eventsPerSecond === 0 ? null : remaining / eventsPerSecond;
    await options.onProgress?.({
      projection: projection.name,
      phase,
      processed,
      remaining,
      eventsPerSecond,
      etaSeconds,
      resumed,
    });
  };

  const read = (after: LogPosition | null) => store.readAll({ after, types: projection.eventTypes, limit: batchSize });
  // Read the next page while the current one is written: reading and writing overlap.
  let pending: Promise<ReadAllPage> = read(from);
  for (;;) {
    const page = await pending;
    if (page.hasMore) pending = read(page.checkpoint);
    if (page.checkpoint && (from === null || comparePositions(page.checkpoint, from) > 0)) {
      await applyBatch(db, projection, target, page.events, from, page.checkpoint);
      from = page.checkpoint;
      processed += page.events.length;
    }
    await report('building');
    if (!page.hasMore) break;
  }

  await report('swapping');
  await db.transaction().execute(async (trx) => {
    await holdSwapLockExclusive(trx, projection.name);
    // The live worker is paused between batches now; fold what arrived since the last page.
    for (;;) {
      const page = await read(from);
      if (page.checkpoint && (from === null || comparePositions(page.checkpoint, from) > 0)) {
        await applyInTransaction(trx, projection, target, page.events, from, page.checkpoint);
        from = page.checkpoint;
        processed += page.events.length;
      }
      if (!page.hasMore) break;
    }
    const live = liveSchema(projection);
    const old = `${projection.name}__old`;
    // The old schema's cascade would take the analytics views built on it along: they are made again on the
    // swapped-in tables, in this transaction, so analysts never find them missing (docs/analytics.md).
    await replacingReadModel(trx, live, async () => {
      await sql`drop schema if exists ${sql.id(old)} cascade`.execute(trx);
      const { rows } = await sql`select 1 from pg_namespace where nspname = ${live}`.execute(trx);
      if (rows.length > 0) await sql`alter schema ${sql.id(live)} rename to ${sql.id(old)}`.execute(trx);
      await sql`alter schema ${sql.id(target.schema)} rename to ${sql.id(live)}`.execute(trx);
      await sql`drop schema if exists ${sql.id(old)} cascade`.execute(trx);
    });
    await resetCheckpoint(trx, projection.name, 'live', { position: from, version: projection.version });
    await deleteCheckpoint(trx, projection.name, 'next');
  });
  await report('done');
  return processed;
}
