import type { HousekeepingJobName, HousekeepingJobStatus } from '@annuaire/shared';

/**
 * What this process's housekeeping did last, for `/api/health`. Kept in memory on purpose: every API
 * replica runs the purges itself (they are idempotent and skip rows another replica is deleting), so
 * each replica's health answers for its own runs; after a restart a job shows `lastRunAt: null` until
 * its first run, a minute later.
 */
const statuses = new Map<HousekeepingJobName, HousekeepingJobStatus>();

const NOT_RUN: HousekeepingJobStatus = { lastRunAt: null, removed: null, error: null };

/** Lists the jobs this process runs, as not run yet. */
export function registerHousekeepingJobs(names: readonly HousekeepingJobName[]): void {
  for (const name of names) if (!statuses.has(name)) statuses.set(name, NOT_RUN);
}

export function recordHousekeepingRun(name: HousekeepingJobName, status: HousekeepingJobStatus): void {
  statuses.set(name, status);
}

/** Each job's last run; empty when this process runs no housekeeping. */
export function housekeepingStatus(): Partial<Record<HousekeepingJobName, HousekeepingJobStatus>> {
  return Object.fromEntries(statuses);
}
