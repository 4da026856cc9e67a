import { currentSnapshot, projectionCommits } from '@annuaire/projections';
import type { ApiDependencies } from '../api/dependencies';

/** How long a snapshot number read from the database serves when no worker of this process told us more. */
const FALLBACK_MS = 1_000;

/**
 * The directory's current snapshot number, remembered between requests. A directory worker in this
 * process drops it the moment it commits (before any command waiting on that commit answers, so a
 * member reads their own change); workers in other processes (PROJECTIONS=off) are caught within a second.
 */
export function snapshotCache(db: ApiDependencies['db']) {
  let known: { value: number; readAt: number } | null = null;
  let generation = 0;
  projectionCommits.on('commit', (name) => {
    if (name !== 'directory') return;
    known = null;
    generation++;
  });
  return async (): Promise<number> => {
    if (known && Date.now() - known.readAt < FALLBACK_MS) return known.value;
    const before = generation;
    const value = await currentSnapshot(db);
    // A commit while we were reading may have moved past what we read: use it, do not keep it.
    if (before === generation) known = { value, readAt: Date.now() };
    return value;
  };
}
