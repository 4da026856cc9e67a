import type { RebuildProgress } from '@annuaire/projections';

/** Turns "done of total" ticks into the progress shape the CLI bar draws (users per second, ETA). */
export function progressTracker(report: (progress: RebuildProgress) => void, label = 'seed') {
  const started = Date.now();
  return (done: number, total: number) => {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const rate = done / seconds;
    report({
      projection: label,
      phase: done >= total ? 'done' : 'building',
      processed: done,
      remaining: total - done,
      eventsPerSecond: rate,
      etaSeconds: rate > 0 ? (total - done) / rate : null,
      resumed: false,
    });
  };
}
