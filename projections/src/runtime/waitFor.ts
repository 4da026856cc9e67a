import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import { comparePositions, Wakeup, type LogPosition } from '@annuaire/shared';
import { readLiveCheckpoints } from './checkpoints';

/** Notified by workers in this process after each committed batch, so waiters here need not poll. */
export const checkpointAdvanced = new Wakeup();

/**
 * Emits `commit` with the projection's name after each batch a worker in this process commits, for
 * in-process caches of read models that must drop what they hold the moment it changes.
 */
export const projectionCommits = new EventEmitter<{ commit: [projection: string] }>();

export interface WaitOptions {
  readonly timeoutMs?: number;
  /** Poll interval for workers running in other processes. */
  readonly intervalMs?: number;
}

/**
 * Read-your-writes: resolves true once every named projection's live checkpoint has reached
 * `position` (the append's position), false when `timeoutMs` passes first.
 */
export async function waitForProjections(
  db: Kysely<unknown>,
  projections: readonly string[],
  position: LogPosition,
  options: WaitOptions = {},
): Promise<boolean> {
  const { timeoutMs = 2000, intervalMs = 25 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoints = await readLiveCheckpoints(db);
    const passed = projections.every((name) => {
      const reached = checkpoints.get(name)?.position;
      return reached !== null && reached !== undefined && comparePositions(reached, position) >= 0;
    });
    if (passed) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await checkpointAdvanced.wait(Math.min(intervalMs, left));
  }
}
