/**
 * A job run shortly after start and then every `everyMs`, never two runs at once. `stop` clears the
 * timers, asks a run in progress to stop (through the signal) and waits for it, so nothing still uses
 * the pool when it closes. `runNow` starts a run at once (new work arrived), or one more right after
 * the run in progress, which may have looked before the work arrived.
 */
export function startPeriodicJob(options: {
  readonly firstRunMs: number;
  readonly everyMs: number;
  readonly run: (signal: AbortSignal) => Promise<void>;
}) {
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;
  const tick = () => {
    if (abort.signal.aborted) return;
    running ??= options.run(abort.signal).finally(() => {
      running = null;
      if (again) {
        again = false;
        tick();
      }
    });
  };
  const first = setTimeout(tick, options.firstRunMs);
  const timer = setInterval(tick, options.everyMs);
  return {
    runNow() {
      if (running) again = true;
      else tick();
    },
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      abort.abort();
      while (running) await running;
    },
  };
}
