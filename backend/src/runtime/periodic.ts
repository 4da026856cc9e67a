/**
 * A job run shortly after start and then every `everyMs`, never two runs at once. `stop` clears the
 * timers, asks a run in progress to stop (through the signal) and waits for it, so nothing still uses
 * the pool when it closes.
 */
export function startPeriodicJob(options: {
  readonly firstRunMs: number;
  readonly everyMs: number;
  readonly run: (signal: AbortSignal) => Promise<void>;
}) {
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= options.run(abort.signal).finally(() => {
      running = null;
    });
  };
  const first = setTimeout(tick, options.firstRunMs);
  const timer = setInterval(tick, options.everyMs);
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      abort.abort();
      await running;
    },
  };
}
