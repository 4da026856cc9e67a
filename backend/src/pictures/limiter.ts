/** Runs at most a fixed number of tasks at once; the others wait their turn in arrival order. */
export interface ConcurrencyLimiter {
  /**
   * Runs `task` once a slot is free and settles as it does. A task still waiting when `signal` aborts is
   * never started: its promise rejects with the signal's reason and it leaves the queue at once.
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running now, and tasks waiting for a slot (for tests and monitoring). */
  readonly running: number;
  readonly waiting: number;
}

export function concurrencyLimiter(max: number): ConcurrencyLimiter {
  if (!Number.isInteger(max) || max < 1) throw new Error(`A limiter needs at least one slot, not ${max}`);
  let running = 0;
  // A Set keeps insertion order, and lets an aborted task leave from the middle of the queue.
  const queue = new Set<() => void>();

  const startNext = () => {
    if (running >= max) return;
    const [start] = queue;
    if (!start) return;
    queue.delete(start);
    start();
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.size;
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const onAbort = () => {
          queue.delete(start);
          reject(signal!.reason);
        };
        function start() {
          signal?.removeEventListener('abort', onAbort);
          running++;
          // A task that throws synchronously or rejects frees its slot all the same.
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running--;
              startNext();
            });
        }
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.add(start);
        startNext();
      });
    },
  };
}
