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

/** Applies one batch to `schema` and moves the slot's checkpoint, in one transaction: exactly once. */
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
  if (events.length > 0) await projection.handle(events, trx.withSchema(target.schema));
  if (!(await advanceCheckpoint(trx, projection.name, target.slot, from, to))) {
    throw new CheckpointMovedError(projection.name);
  }
}
