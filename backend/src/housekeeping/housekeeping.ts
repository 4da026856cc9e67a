import type { Kysely } from 'kysely';
import { jobFailuresThrough, startPeriodicJob, type JobFailures } from '../runtime/periodic';
import { HOUSEKEEPING_JOBS, purgeInBatches, type HousekeepingJob } from './purges';
import { recordHousekeepingRun, registerHousekeepingJobs } from './status';

export interface HousekeepingDependencies {
  /** The purged tables belong to many slices; purges.ts reaches them by name in raw SQL, so none is typed here. */
  readonly db: Kysely<unknown>;
  /** The clock; tests move it. */
  readonly now: () => Date;
}

const MINUTE = 60_000;

/**
 * Purges what no code path reads any more (expired sessions, old sent mail, ended rate-limit windows,
 * used or expired links; see purges.ts): a minute after start, then every hour. Each job's last run,
 * rows removed and error show in `/api/health`; a failed purge is also reported to `failures` (a warn line
 * and a count under `housekeeping`, runtime/periodic.ts). `stop` waits for a run in progress, which stops
 * between batches.
 */
export function startHousekeeping(
  deps: HousekeepingDependencies,
  log: (message: string) => void,
  options: { firstRunMs?: number; everyMs?: number; failures?: JobFailures } = {},
): { stop(): Promise<void> } {
  registerHousekeepingJobs(HOUSEKEEPING_JOBS.map((job) => job.name));
  const failures = options.failures ?? jobFailuresThrough(log);
  return startPeriodicJob({
    name: 'housekeeping',
    firstRunMs: options.firstRunMs ?? MINUTE,
    everyMs: options.everyMs ?? 60 * MINUTE,
    failures,
    run: (signal) => runHousekeeping(deps, log, signal, failures),
  });
}

/** One pass of every job; a job's failure is recorded and logged, and the others still run. Never throws. */
export async function runHousekeeping(
  deps: HousekeepingDependencies,
  log: (message: string) => void,
  signal: AbortSignal = new AbortController().signal,
  failures: JobFailures = jobFailuresThrough(log),
): Promise<void> {
  for (const job of HOUSEKEEPING_JOBS) {
    if (signal.aborted) return;
    await runJob(deps, job, log, signal, failures);
  }
}

async function runJob(
  deps: HousekeepingDependencies,
  job: HousekeepingJob,
  log: (message: string) => void,
  signal: AbortSignal,
  failures: JobFailures,
): Promise<void> {
  const now = deps.now();
  let removed = 0;
  let error: string | null = null;
  try {
    for (const purge of job.purges) removed += await purgeInBatches(deps.db, purge, now, signal);
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
    failures('housekeeping', failure, `${job.name} (after removing ${removed} row(s))`);
  }
  recordHousekeepingRun(job.name, { lastRunAt: deps.now().toISOString(), removed, error });
  if (removed > 0 && !error) log(`housekeeping ${job.name}: removed ${removed} row(s)`);
}
