import { sql } from 'kysely';
import { unsummarisedDaysOf, usersWithUnsummarisedDays } from '@annuaire/projections';
import {
  addDays,
  dayInZone,
  emptyViewCounts,
  startOfDayInZone,
  streams,
  VIEW_NAMES,
  VIEWS_RETENTION_DAYS,
  type CalendarDay,
  type EventMetadata,
  type ViewCounts,
  type ViewEvent,
} from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { deterministicUuid } from '../domain/ids';
import { purgeViewClaims } from './throttle';
import { systemMetadata } from '../domain/metadata';
import { startPeriodicJob } from '../runtime/periodic';

type Deps = Pick<ApiDependencies, 'db' | 'pool' | 'store'>;

export interface RollupReport {
  readonly users: number;
  readonly summarisedDays: number;
  readonly purgedEvents: number;
  /** Users whose days stay pending for the next run, and why. */
  readonly failures: ReadonlyArray<{ readonly userId: string; readonly message: string }>;
}

const USERS_PER_PAGE = 500;
const LOCK = `hashtext('annuaire.views_rollup')`;

/**
 * Retention with a rollup (docs/product.md §9): for each user with days older than the 14-day window that no
 * summary fixes yet, appends one `ViewsSummarised` per such day to the permanent `viewStats-{userId}`
 * stream, then purges the raw `views-{userId}` events from before the window. Summaries have ids
 * derived from user and day, so a re-run appends nothing. One process at a time (advisory lock);
 * answers null when another holds it.
 */
export async function rollupViews(deps: Deps, now: Date, signal?: AbortSignal): Promise<RollupReport | null> {
  const client = await deps.pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${LOCK}) as locked`);
    if (!rows[0]?.locked) return null;
    try {
      return await rollup(deps, now, signal);
    } finally {
      await client.query(`select pg_advisory_unlock(${LOCK})`);
    }
  } finally {
    client.release();
  }
}

async function rollup(deps: Deps, now: Date, signal: AbortSignal | undefined): Promise<RollupReport> {
  const today = dayInZone(now);
  const cutoffDay = addDays(today, -VIEWS_RETENTION_DAYS);
  const cutoff = startOfDayInZone(cutoffDay);
  const metadata = systemMetadata(now, {
    correlationId: `views-rollup-${today}`,
    reason: `Views retention: days before ${cutoffDay} summarised, raw events purged`,
  });
  let report: RollupReport = { users: 0, summarisedDays: 0, purgedEvents: 0, failures: [] };
  for (let after: string | null = null; ;) {
    const users = await usersWithUnsummarisedDays(deps.db, cutoffDay, { after, limit: USERS_PER_PAGE });
    for (const userId of users) {
      // Stopping between users leaves nothing half-done: the next run picks up where this one ended.
      if (signal?.aborted) return report;
      try {
        const done = await summariseUser(deps, userId, cutoffDay, cutoff, metadata);
        report = {
          ...report,
          users: report.users + 1,
          summarisedDays: report.summarisedDays + done.days,
          purgedEvents: report.purgedEvents + done.purged,
        };
      } catch (error) {
        // One user's failure must not stop the others; it is reported, and their days stay pending.
        const message = error instanceof Error ? error.message : String(error);
        report = { ...report, failures: [...report.failures, { userId, message }] };
      }
    }
    if (users.length < USERS_PER_PAGE) break;
    after = users[users.length - 1]!;
  }
  await purgeViewClaims(deps.db, now);
  return report;
}

async function summariseUser(
  deps: Deps,
  userId: string,
  cutoffDay: CalendarDay,
  cutoff: Date,
  metadata: EventMetadata,
): Promise<{ days: number; purged: number }> {
  const [summaries, raw, pending] = await Promise.all([
    deps.store.readStream(streams.viewStats(userId)),
    deps.store.readStream(streams.views(userId)),
    unsummarisedDaysOf(deps.db, userId, cutoffDay),
  ]);
  const summarised = new Set(
    summaries
      .map((event) => event as unknown as ViewEvent)
      .flatMap((e) => (e.type === 'ViewsSummarised' ? [e.data.day] : [])),
  );
  const counts = new Map<CalendarDay, ViewCounts>();
  for (const recorded of raw) {
    const event = recorded as unknown as ViewEvent;
    if (event.type !== 'ViewRecorded') continue;
    const day = dayInZone(recorded.metadata.at);
    if (day >= cutoffDay || summarised.has(day)) continue;
    const dayCounts = counts.get(day) ?? emptyViewCounts();
    dayCounts[event.data.name] += 1;
    counts.set(day, dayCounts);
  }
  // A day the read model counted whose raw events are gone (ESDB's $maxAge backstop) keeps those counts.
  for (const { day, counts: held } of pending) {
    if (!summarised.has(day) && !counts.has(day)) counts.set(day, held);
  }
  const events = [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, dayCounts]) => ({
      id: deterministicUuid(`viewStats/${userId}/${day}`),
      type: 'ViewsSummarised',
      data: {
        day,
        counts: Object.fromEntries(VIEW_NAMES.filter((n) => dayCounts[n] > 0).map((n) => [n, dayCounts[n]])),
      },
    }));
  if (events.length > 0) {
    await deps.store.append(streams.viewStats(userId), events, { expectedRevision: 'any', metadata });
  }
  // Every day before the cutoff is summarised now, so its raw events can go.
  const purged = (await deps.store.purgeStreamEvents?.(streams.views(userId), cutoff)) ?? 0;
  return { days: events.length, purged };
}

/**
 * Runs the rollup shortly after start, once the statistics read model exists, then daily (runs
 * never overlap). For `startServices` to call beside its recovery timer; `stop` clears the timers.
 */
export function startViewsRetention(
  deps: Deps,
  log: (message: string) => void,
  options: { firstRunMs?: number; everyMs?: number; now?: () => Date } = {},
) {
  const { firstRunMs = 5000, everyMs = 24 * 3600_000, now = () => new Date() } = options;
  return startPeriodicJob({
    firstRunMs,
    everyMs,
    run: async (signal) => {
      try {
        const { rows } = await sql<{ ready: boolean }>`
          select to_regclass('statistics.daily_views') is not null as ready`.execute(deps.db);
        if (!rows[0]?.ready) return;
        const report = await rollupViews(deps, now(), signal);
        if (report && (report.summarisedDays > 0 || report.purgedEvents > 0)) {
          log(`views retention: ${report.summarisedDays} day(s) summarised, ${report.purgedEvents} event(s) purged`);
        }
        for (const failure of report?.failures ?? []) {
          log(`views retention of user ${failure.userId} failed (retried next run): ${failure.message}`);
        }
      } catch (error) {
        log(`views retention failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  });
}
