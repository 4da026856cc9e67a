import { unsummarisedDaysOf, usersWithUnsummarisedDays } from '@annuaire/projections';
import {
  dayInZone,
  emptyViewCounts,
  streams,
  VIEW_NAMES,
  type CalendarDay,
  type EventMetadata,
  type ViewCounts,
  type ViewEvent,
} from '@annuaire/shared';
import { deterministicUuid } from '../domain/ids';
import { runRollup, type RetentionRollup, type RollupDeps } from '../runtime/retentionRollup';
import { purgeViewClaims } from './throttle';

/**
 * Views retention with a rollup (docs/product.md §9): for each member with days older than the 14-day window that
 * no summary fixes yet, one `ViewsSummarised` per such day goes to the permanent `viewStats-{userId}` stream,
 * then the raw `views-{userId}` events from before the window are purged; spent view claims go too.
 */
export const viewsRetention: RetentionRollup = {
  name: 'views',
  lock: 'views_rollup',
  readModel: 'statistics.daily_views',
  subjectsWithPendingDays: (deps, cutoffDay, page) => usersWithUnsummarisedDays(deps.db, cutoffDay, page),
  summarise: (deps, userId, { cutoffDay, cutoff, metadata }) =>
    summariseUser(deps, userId, cutoffDay, cutoff, metadata),
  afterRun: (deps, now) => purgeViewClaims(deps.db, now),
};

/** One run now (tests, operators); null when another process is rolling up. */
export const rollupViews = (deps: RollupDeps, now: Date, signal?: AbortSignal) =>
  runRollup(viewsRetention, deps, now, signal);

async function summariseUser(
  deps: RollupDeps,
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
