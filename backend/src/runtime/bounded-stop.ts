/** How long one part of the product may take to stop before the shutdown moves on without it. */
export const STOP_STEP_MS = 8_000;

/**
 * Stops the parts in order, each given at most `limitMs`. A part stuck on a dead connection (Ctrl-C
 * reaches PostgreSQL too, which may go first) is named in the log and left behind: Ctrl-C always ends
 * the process, and the parts after it still get their turn.
 */
export async function stopInOrder(
  steps: readonly (readonly [name: string, stop: () => Promise<unknown>])[],
  log: (message: string) => void,
  limitMs = STOP_STEP_MS,
): Promise<void> {
  for (const [name, stop] of steps) {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'gave up'>((resolve) => {
      timer = setTimeout(() => resolve('gave up'), limitMs);
    });
    const outcome = await Promise.race([
      stop().then(
        () => 'stopped' as const,
        (error: unknown) => (
          log(`${name}: ${error instanceof Error ? error.message : String(error)} while stopping`),
          'failed' as const
        ),
      ),
      gaveUp,
    ]);
    clearTimeout(timer);
    if (outcome === 'gave up') log(`${name}: still stopping after ${limitMs / 1000} s; moving on`);
  }
}
