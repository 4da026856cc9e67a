import { projectionCommits } from '@annuaire/projections';

/** How long a value read from the database serves when no worker of this process told us more. */
const FALLBACK_MS = 1_000;

/**
 * Commits of each read model by this process's workers, counted by one listener for the whole process (a
 * listener per reader would pile up with every app a process builds, as the tests do).
 */
const commits = new Map<string, number>();
projectionCommits.on('commit', (name) => commits.set(name, (commits.get(name) ?? 0) + 1));
const commitsOf = (projection: string) => commits.get(projection) ?? 0;

/**
 * A number that moves each time one of `projections` commits in this process (before any command waiting on that
 * commit answers): what was made from those read models before it moved is out of date.
 */
export function commitCount(projections: readonly string[]): () => number {
  return () => projections.reduce((sum, projection) => sum + commitsOf(projection), 0);
}

/**
 * A value read from a read model, remembered between requests: the model's worker in this process drops it the
 * moment it commits (before any command waiting on that commit answers, so a writer reads their own change);
 * workers in other processes (PROJECTIONS=off) are caught within a second. `fresh` reads the database anyway,
 * for a change built on the current value.
 */
export function rememberedUntilCommit<T>(projection: string, read: () => Promise<T>) {
  let known: { value: T; readAt: number; commits: number } | null = null;
  return async (options: { fresh?: boolean } = {}): Promise<T> => {
    const before = commitsOf(projection);
    if (!options.fresh && known?.commits === before && Date.now() - known.readAt < FALLBACK_MS) return known.value;
    const value = await read();
    // A commit while we were reading may have moved past what we read: use it, do not keep it.
    if (commitsOf(projection) === before) known = { value, readAt: Date.now(), commits: before };
    return value;
  };
}
