import type { Kysely, Transaction } from 'kysely';
import type { LogPosition, RecordedEvent } from '@annuaire/shared';
import { advanceCheckpoint, type Slot } from './checkpoints';
import { holdSwapLockShared } from './locks';
import type { AnyProjection } from './projection';

/** The checkpoint moved under us (another worker, or a rebuild swapped the tables): nothing was applied. */
export class CheckpointMovedError extends Error {
  constructor(projection: string) {
    super(`Checkpoint of ${projection} moved concurrently; batch rolled back`);
  }
}

/**
 * Applies one batch to `schema` and moves the slot's checkpoint, in one transaction: exactly once. A
 * batch delivered twice (a second worker after a lost lock, a retry after a lost commit) finds the
 * checkpoint moved and is refused whole.
 */
export async function applyBatch(
  db: Kysely<unknown>,
  projection: AnyProjection,
  target: { slot: Slot; schema: string },
  events: readonly RecordedEvent[],
  from: LogPosition | null,
  to: LogPosition,
): Promise<void> {
  await db.transaction().execute((trx) => applyInTransaction(trx, projection, target, events, from, to));
}

export async function applyInTransaction(
  trx: Transaction<unknown>,
  projection: AnyProjection,
  target: { slot: Slot; schema: string },
  events: readonly RecordedEvent[],
  from: LogPosition | null,
  to: LogPosition,
): Promise<void> {
  if (target.slot === 'live') await holdSwapLockShared(trx, projection.name);
  // The checkpoint moves first: its row lock queues a concurrent batch until this one commits, and a
  // stale batch is refused before its handler runs (handlers need not be idempotent).
  if (!(await advanceCheckpoint(trx, projection.name, target.slot, from, to))) {
    throw new CheckpointMovedError(projection.name);
  }
  if (events.length > 0) await projection.handle(events, trx.withSchema(target.schema));
}
