import type { Kysely } from 'kysely';
import { startPeriodicJob } from '../runtime/periodic';
import { HOUSEKEEPING_JOBS, purgeInBatches, type HousekeepingJob } from './purges';
import { recordHousekeepingRun, registerHousekeepingJobs } from './status';

export interface HousekeepingDependencies {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the purged tables belong to many slices
  readonly db: Kysely<any>;
  /** The clock; tests move it. */
  readonly now: () => Date;
}

const MINUTE = 60_000;

/**
 * Purges what no code path reads any more (expired sessions, old sent mail, ended rate-limit windows,
 * used or expired links; see purges.ts): a minute after start, then every hour. Each job's last run,
 * rows removed and error show in `/api/health`. `stop` waits for a run in progress, which stops
 * between batches.
 */
export function startHousekeeping(
  deps: HousekeepingDependencies,
  log: (message: string) => void,
  options: { firstRunMs?: number; everyMs?: number } = {},
): { stop(): Promise<void> } {
  registerHousekeepingJobs(HOUSEKEEPING_JOBS.map((job) => job.name));
  return startPeriodicJob({
    firstRunMs: options.firstRunMs ?? MINUTE,
    everyMs: options.everyMs ?? 60 * MINUTE,
    run: (signal) => runHousekeeping(deps, log, signal),
  });
}

/** One pass of every job; a job's failure is recorded and logged, and the others still run. Never throws. */
export async function runHousekeeping(
  deps: HousekeepingDependencies,
  log: (message: string) => void,
  signal: AbortSignal = new AbortController().signal,
): Promise<void> {
  for (const job of HOUSEKEEPING_JOBS) {
    if (signal.aborted) return;
    await runJob(deps, job, log, signal);
  }
}

async function runJob(
  deps: HousekeepingDependencies,
  job: HousekeepingJob,
  log: (message: string) => void,
  signal: AbortSignal,
): Promise<void> {
  const now = deps.now();
  let removed = 0;
  let error: string | null = null;
  try {
    for (const purge of job.purges) removed += await purgeInBatches(deps.db, purge, now, signal);
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
    log(`housekeeping ${job.name} failed after removing ${removed} row(s): ${error}`);
  }
  recordHousekeepingRun(job.name, { lastRunAt: deps.now().toISOString(), removed, error });
  if (removed > 0 && !error) log(`housekeeping ${job.name}: removed ${removed} row(s)`);
}
