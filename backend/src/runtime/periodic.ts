import type { Logger } from '../observability/logger';
import type { Metrics } from '../observability/metrics';

/**
 * Where background jobs report what failed: the job (a metric label: `housekeeping`, `mail_sender`…), the
 * error, and what it was doing when that is narrower than the whole run (a housekeeping purge, a subject).
 */
export type JobFailures = (job: string, error: unknown, doing?: string) => void;

const failureLine = (job: string, error: unknown, doing?: string) =>
  `${job.replaceAll('_', ' ')}${doing ? ` ${doing}` : ''} failed: ${error instanceof Error ? error.message : String(error)}`;

/**
 * The one place a background job's failure is told: a warn line (the job retries on its own, so it is no
 * error to page anyone for, and a message, not a stack, says what went wrong) with the job as a field, and
 * `annuaire_background_job_failures_total{job}` counted, for an alert on a job that keeps failing.
 */
export function jobFailuresTo(logger: Logger, metrics?: Pick<Metrics, 'backgroundJobFailures'>): JobFailures {
  return (job, error, doing) => {
    metrics?.backgroundJobFailures.inc({ job });
    logger.warn({ job }, failureLine(job, error, doing));
  };
}

/** The same line through a job's `log` function, where no logger is given (tests, tools). */
export const jobFailuresThrough =
  (log: (message: string) => void): JobFailures =>
  (job, error, doing) =>
    log(failureLine(job, error, doing));

/**
 * A job run shortly after start and then every `everyMs`, never two runs at once. `stop` clears the
 * timers, asks a run in progress to stop (through the signal) and waits for it, so nothing still uses
 * the pool when it closes. `runNow` starts a run at once (new work arrived), or one more right after
 * the run in progress, which may have looked before the work arrived. A run that throws is reported to
 * `failures` under the job's `name` (unless the job was being stopped) and the next one tries again: a job
 * never ends the process.
 */
export function startPeriodicJob(options: {
  readonly name: string;
  readonly firstRunMs: number;
  readonly everyMs: number;
  readonly run: (signal: AbortSignal) => Promise<void>;
  readonly failures: JobFailures;
}) {
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;
  const attempt = async () => {
    try {
      await options.run(abort.signal);
    } catch (error) {
      try {
        if (!abort.signal.aborted) options.failures(options.name, error);
      } catch {
        // Telling of a failure must not end the process either.
      }
    }
  };
  const tick = () => {
    if (abort.signal.aborted) return;
    running ??= attempt().finally(() => {
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
