import { sql } from 'kysely';
import {
  addDays,
  dayInZone,
  startOfDayInZone,
  VIEWS_RETENTION_DAYS,
  type CalendarDay,
  type EventMetadata,
} from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { systemMetadata } from '../domain/metadata';
import { jobFailuresThrough, startPeriodicJob, type JobFailures } from './periodic';

export type RollupDeps = Pick<ApiDependencies, 'db' | 'pool' | 'store'>;

export interface RollupReport {
  /** Subjects (members, ad blocks) whose old days were handled. */
  readonly subjects: number;
  readonly summarisedDays: number;
  readonly purgedEvents: number;
  /** Subjects whose days stay pending for the next run, and why. */
  readonly failures: ReadonlyArray<{ readonly subject: string; readonly message: string }>;
}

/**
 * One kind of raw events kept 14 days with a permanent daily summary (docs/product.md §9 retention): views per
 * member, ad figures per block. The skeleton is shared; what a subject is and how its days are summed is not.
 */
export interface RetentionRollup {
  /** For log lines and the run's reason: "views", "ad figures". */
  readonly name: string;
  /** Advisory lock name: one process at a time rolls up. */
  readonly lock: string;
  /** The read model table the summaries are checked against; the job waits until it exists. */
  readonly readModel: string;
  /** Subjects with days before `cutoffDay` that no summary fixes yet, by key, a page at a time. */
  subjectsWithPendingDays(
    deps: RollupDeps,
    cutoffDay: CalendarDay,
    page: { after: string | null; limit: number },
  ): Promise<string[]>;
  /**
   * Appends the subject's missing day summaries, then (never before) purges its raw events older than `cutoff`.
   * Summary ids derive from subject and day, so a re-run appends nothing.
   */
  summarise(
    deps: RollupDeps,
    subject: string,
    window: { cutoffDay: CalendarDay; cutoff: Date; metadata: EventMetadata },
  ): Promise<{ days: number; purged: number }>;
  /** Anything else the daily run purges once the subjects are done. */
  afterRun?(deps: RollupDeps, now: Date): Promise<unknown>;
}

const SUBJECTS_PER_PAGE = 500;

/** Runs one rollup over every pending subject; null when another process holds its lock. */
export async function runRollup(
  plan: RetentionRollup,
  deps: RollupDeps,
  now: Date,
  signal?: AbortSignal,
): Promise<RollupReport | null> {
  const lock = `hashtext('annuaire.${plan.lock}')`;
  const client = await deps.pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${lock}) as locked`);
    if (!rows[0]?.locked) return null;
    try {
      return await rollupAll(plan, deps, now, signal);
    } finally {
      await client.query(`select pg_advisory_unlock(${lock})`);
    }
  } finally {
    client.release();
  }
}

async function rollupAll(
  plan: RetentionRollup,
  deps: RollupDeps,
  now: Date,
  signal: AbortSignal | undefined,
): Promise<RollupReport> {
  const today = dayInZone(now);
  const cutoffDay = addDays(today, -VIEWS_RETENTION_DAYS);
  const window = {
    cutoffDay,
    cutoff: startOfDayInZone(cutoffDay),
    metadata: systemMetadata(now, {
      correlationId: `${plan.lock.replaceAll('_', '-')}-${today}`,
      reason: `${plan.name[0]!.toUpperCase()}${plan.name.slice(1)} retention: days before ${cutoffDay} summarised, raw events purged`,
    }),
  };
  let report: RollupReport = { subjects: 0, summarisedDays: 0, purgedEvents: 0, failures: [] };
  for (let after: string | null = null; ;) {
    const subjects = await plan.subjectsWithPendingDays(deps, cutoffDay, { after, limit: SUBJECTS_PER_PAGE });
    for (const subject of subjects) {
      // Stopping between subjects leaves nothing half-done: the next run picks up where this one ended.
      if (signal?.aborted) return report;
      try {
        const done = await plan.summarise(deps, subject, window);
        report = {
          ...report,
          subjects: report.subjects + 1,
          summarisedDays: report.summarisedDays + done.days,
          purgedEvents: report.purgedEvents + done.purged,
        };
      } catch (error) {
        // One subject's failure must not stop the others; its raw events stay until a summary is written.
        const message = error instanceof Error ? error.message : String(error);
        report = { ...report, failures: [...report.failures, { subject, message }] };
      }
    }
    if (subjects.length < SUBJECTS_PER_PAGE) break;
    after = subjects[subjects.length - 1]!;
  }
  await plan.afterRun?.(deps, now);
  return report;
}

/**
 * Runs the rollup shortly after start, once its read model exists, then daily (runs never overlap). For
 * `startServices`; `stop` clears the timers. A failed run, or subject, is reported to `failures` (a warn line
 * and a count, runtime/periodic.ts) under `<name>_retention` and tried again the next day.
 */
export function startRetention(
  plan: RetentionRollup,
  deps: RollupDeps,
  log: (message: string) => void,
  options: { firstRunMs?: number; everyMs?: number; now?: () => Date; failures?: JobFailures } = {},
) {
  const { firstRunMs = 5000, everyMs = 24 * 3600_000, now = () => new Date() } = options;
  const failures = options.failures ?? jobFailuresThrough(log);
  const name = `${plan.name.replaceAll(' ', '_')}_retention`;
  return startPeriodicJob({
    name,
    firstRunMs,
    everyMs,
    failures,
    run: async (signal) => {
      const { rows } = await sql<{ ready: boolean }>`
        select to_regclass(${plan.readModel}) is not null as ready`.execute(deps.db);
      if (!rows[0]?.ready) return;
      const report = await runRollup(plan, deps, now(), signal);
      if (report && (report.summarisedDays > 0 || report.purgedEvents > 0)) {
        log(
          `${plan.name} retention: ${report.summarisedDays} day(s) summarised, ${report.purgedEvents} event(s) purged`,
        );
      }
      for (const failure of report?.failures ?? []) {
        failures(name, failure.message, `of ${failure.subject} (retried next run)`);
      }
    },
  });
}
