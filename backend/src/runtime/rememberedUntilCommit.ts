import { projectionCommits } from '@annuaire/projections';

/** How long a value read from the database serves when no worker of this process told us more. */
const FALLBACK_MS = 1_000;

/**
 * A value read from a read model, remembered between requests: the model's worker in this process drops it the
 * moment it commits (before any command waiting on that commit answers, so a writer reads their own change);
 * workers in other processes (PROJECTIONS=off) are caught within a second. `fresh` reads the database anyway,
 * for a change built on the current value.
 */
export function rememberedUntilCommit<T>(projection: string, read: () => Promise<T>) {
  let known: { value: T; readAt: number } | null = null;
  let generation = 0;
  projectionCommits.on('commit', (name) => {
    if (name !== projection) return;
    known = null;
    generation++;
  });
  return async (options: { fresh?: boolean } = {}): Promise<T> => {
    if (!options.fresh && known && Date.now() - known.readAt < FALLBACK_MS) return known.value;
    const before = generation;
    const value = await read();
    // A commit while we were reading may have moved past what we read: use it, do not keep it.
    if (before === generation) known = { value, readAt: Date.now() };
    return value;
  };
}

/**
 * A number that moves each time one of `projections` commits in this process (before any command waiting on that
 * commit answers): what was made from those read models before it moved is out of date.
 */
export function commitCount(projections: readonly string[]): () => number {
  let count = 0;
  projectionCommits.on('commit', (name) => {
    if (projections.includes(name)) count++;
  });
  return () => count;
}
