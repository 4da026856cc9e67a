import { setMaxListeners } from 'node:events';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { comparePositions, Wakeup, type LogPosition } from '@annuaire/shared';
import { ensureAnalyticsViews, replacingReadModel } from '../analytics/ensure';
import { applyBatch, CheckpointMovedError } from './apply';
import { readCheckpoint, recordError, resetCheckpoint } from './checkpoints';
import { SessionLock, WORKER_LOCK } from './locks';
import { liveSchema, type AnyProjection } from './projection';
import { rebuildProjection } from './rebuild';
import type { EventSource } from './source';
import { recreateTables, tablesExist } from './tables';
import { checkpointAdvanced, projectionCommits } from './waitFor';

export interface WorkerOptions {
  readonly db: Kysely<unknown>;
  readonly store: EventSource;
  readonly connectionString: string;
  readonly signal: AbortSignal;
  readonly batchSize?: number;
  /** Longest wait for new events without a wake-up (fallback for lost notifications). */
  readonly pollIntervalMs?: number;
  /** How often a standby worker tries to take the projection over. */
  readonly lockRetryMs?: number;
  readonly log?: (message: string) => void;
  /** Told of every batch applied live (not during a rebuild): for the operator's metrics. */
  readonly onBatch?: (batch: AppliedBatch) => void;
  /** Told when the worker starts failing (and retrying) and when it works again: for `/readyz`. */
  readonly onFailing?: (projection: string, failing: boolean) => void;
}

/** One batch a worker applied: its projection, how many events it held, how long it took. */
export interface AppliedBatch {
  readonly projection: string;
  readonly events: number;
  readonly ms: number;
}

const sleep = (ms: number, signal: AbortSignal) => new Wakeup().wait(ms, signal);

/**
 * Follows one projection for as long as `signal` is not aborted: waits to become its only worker,
 * (re)builds its tables when missing or of another version, then applies new events batch by batch.
 * Errors are recorded on the checkpoint and retried with backoff; the worker never dies of them.
 */
export async function runProjectionWorker(projection: AnyProjection, options: WorkerOptions): Promise<void> {
  const { signal, lockRetryMs = 1000 } = options;
  const log = options.log ?? (() => undefined);
  let failures = 0;
  let saidWaiting = false;
  while (!signal.aborted) {
    let lock: SessionLock | null = null;
    try {
      lock = await SessionLock.tryAcquire(options.connectionString, WORKER_LOCK, projection.name);
      if (!lock) {
        // Said once, so an operator (and the process tests) can tell a standby from a stuck start.
        if (!saidWaiting) log(`${projection.name}: waiting, another worker is active`);
        saidWaiting = true;
        await sleep(lockRetryMs, signal);
        continue;
      }
      saidWaiting = false;
      log(`${projection.name}: worker active`);
      await prepare(projection, options, log);
      failures = 0;
      options.onFailing?.(projection.name, false);
      await follow(projection, options, lock);
    } catch (error) {
      failures++;
      options.onFailing?.(projection.name, true);
      log(`${projection.name}: ${error instanceof Error ? error.message : String(error)}`);
      await recordError(options.db, projection.name, 'live', error).catch(() => undefined);
      await sleep(Math.min(250 * 2 ** failures, 30_000), signal);
    } finally {
      await lock?.release();
    }
  }
}

async function prepare(projection: AnyProjection, options: WorkerOptions, log: (message: string) => void) {
  const { db } = options;
  const checkpoint = await readCheckpoint(db, projection.name, 'live');
  const schema = liveSchema(projection);
  if (!checkpoint || !(await tablesExist(db, projection, schema))) {
    await db.transaction().execute(async (trx) => {
      // Dropping the schema would drop the analytics views built on it: they are made again on the new tables.
      await replacingReadModel(trx, schema, () => recreateTables(trx, projection, schema));
      await resetCheckpoint(trx, projection.name, 'live', { position: null, version: projection.version });
    });
    log(`${projection.name}: created tables, folding from the start`);
  } else if (checkpoint.version !== projection.version) {
    log(`${projection.name}: version ${checkpoint.version} -> ${projection.version}, rebuilding`);
    await rebuildProjection(projection, options);
  } else {
    // Tables kept: the analytics views on them are made if missing or defined otherwise by this code. They are
    // the analysts' side product, so a failure here is logged and the read model keeps being followed.
    await ensureAnalyticsViews(db, schema).catch((error: unknown) =>
      log(`${projection.name}: analytics views not made: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
}

async function follow(projection: AnyProjection, options: WorkerOptions, lock: SessionLock) {
  const { db, store, signal, batchSize = 500, pollIntervalMs = 1000 } = options;
  const target = { slot: 'live' as const, schema: liveSchema(projection) };
  const wakeup = new Wakeup();
  const unlisten = store.onAppended(wakeup.notify);
  let lockLost = false;
  void lock.lost.then(() => {
    lockLost = true;
    wakeup.notify();
  });
  try {
    let from: LogPosition | null = (await readCheckpoint(db, projection.name, 'live'))?.position ?? null;
    while (!signal.aborted && !lockLost) {
      const page = await store.readAll({ after: from, types: projection.eventTypes, limit: batchSize });
      if (page.checkpoint && (from === null || comparePositions(page.checkpoint, from) > 0)) {
        try {
          const started = performance.now();
          await applyBatch(db, projection, target, page.events, from, page.checkpoint);
          from = page.checkpoint;
          checkpointAdvanced.notify();
          projectionCommits.emit('commit', projection.name);
          reportBatch(options, {
            projection: projection.name,
            events: page.events.length,
            ms: performance.now() - started,
          });
        } catch (error) {
          if (!(error instanceof CheckpointMovedError)) throw error;
          from = (await readCheckpoint(db, projection.name, 'live'))?.position ?? null;
          continue;
        }
      }
      if (!page.hasMore) await wakeup.wait(pollIntervalMs, signal);
    }
    if (lockLost && !signal.aborted) throw new Error('lost the worker lock; standing by');
  } finally {
    unlisten();
  }
}

/** A failing observer must not fail the batch it observes, which is already committed. */
function reportBatch(options: WorkerOptions, batch: AppliedBatch) {
  try {
    options.onBatch?.(batch);
  } catch (error) {
    options.log?.(
      `${batch.projection}: batch observer failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Runs a worker per projection until stopped. */
export function startProjectionWorkers(
  projections: readonly AnyProjection[],
  options: Omit<WorkerOptions, 'signal'>,
): { stop(): Promise<void>; failing(): string[] } {
  const abort = new AbortController();
  // Every worker waits on this one signal: one listener each is expected, not the leak Node warns of past 10.
  setMaxListeners(projections.length + 10, abort.signal);
  const failing = new Set<string>();
  const onFailing = (name: string, failed: boolean) => {
    if (failed) failing.add(name);
    else failing.delete(name);
    options.onFailing?.(name, failed);
  };
  const running = projections.map((projection) =>
    runProjectionWorker(projection, { ...options, onFailing, signal: abort.signal }),
  );
  return {
    /** The projections whose worker in this process is failing and retrying now. */
    failing: () => [...failing],
    async stop() {
      abort.abort();
      await Promise.allSettled(running);
    },
  };
}
