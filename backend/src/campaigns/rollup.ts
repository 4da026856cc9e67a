import { blocksWithUnsummarisedDays, unsummarisedAdDaysOf } from '@annuaire/projections';
import { dayInZone, streams, type AdEvent, type AdSpot, type CalendarDay, type EventMetadata } from '@annuaire/shared';
import { deterministicUuid } from '../domain/ids';
import { runRollup, type RetentionRollup, type RollupDeps } from '../runtime/retentionRollup';

/**
 * docs/product.md §9 retention for ad figures, as for views: for each block (or partner link) with days older
 * than the 14-day window that no summary fixes yet, one `AdFiguresSummarised` per such day goes to the permanent
 * `adStats-{blockId}` stream, and only then are the raw `adEvents-{blockId}` events from before the window
 * purged. Advertisers' daily impressions and clicks therefore outlive the raw events.
 */
export const adFiguresRetention: RetentionRollup = {
  name: 'ad figures',
  lock: 'ad_figures_rollup',
  readModel: 'ad_statistics.daily_ad_figures',
  subjectsWithPendingDays: (deps, cutoffDay, page) => blocksWithUnsummarisedDays(deps.db, cutoffDay, page),
  summarise: (deps, blockId, { cutoffDay, cutoff, metadata }) =>
    summariseBlock(deps, blockId, cutoffDay, cutoff, metadata),
};

/** One run now (tests, operators); null when another process is rolling up. */
export const rollupAdFigures = (deps: RollupDeps, now: Date, signal?: AbortSignal) =>
  runRollup(adFiguresRetention, deps, now, signal);

interface DayFigures {
  ownerId: string | null;
  byPlacement: Map<AdSpot, { impressions: number; clicks: number }>;
}

async function summariseBlock(
  deps: RollupDeps,
  blockId: string,
  cutoffDay: CalendarDay,
  cutoff: Date,
  metadata: EventMetadata,
): Promise<{ days: number; purged: number }> {
  const [summaries, raw, pending] = await Promise.all([
    deps.store.readStream(streams.adStats(blockId)),
    deps.store.readStream(streams.adEvents(blockId)),
    unsummarisedAdDaysOf(deps.db, blockId, cutoffDay),
  ]);
  const summarised = new Set(
    summaries
      .map((event) => event as unknown as AdEvent)
      .flatMap((event) => (event.type === 'AdFiguresSummarised' ? [event.data.day] : [])),
  );
  const days = new Map<CalendarDay, DayFigures>();
  const figuresOf = (day: CalendarDay, ownerId: string | null, placement: AdSpot) => {
    const figures = days.get(day) ?? { ownerId, byPlacement: new Map() };
    days.set(day, figures);
    const placed = figures.byPlacement.get(placement) ?? { impressions: 0, clicks: 0 };
    figures.byPlacement.set(placement, placed);
    return placed;
  };
  for (const recorded of raw) {
    const event = recorded as unknown as AdEvent;
    const day = dayInZone(recorded.metadata.at);
    if (day >= cutoffDay || summarised.has(day)) continue;
    if (event.type === 'AdImpressionsCounted') {
      figuresOf(day, event.data.ownerId, event.data.placement).impressions += event.data.count;
    } else if (event.type === 'AdClicked') {
      figuresOf(day, event.data.ownerId, event.data.placement).clicks += 1;
    }
  }
  // A day the read model counted whose raw events are gone (ESDB's $maxAge backstop) keeps those figures.
  const countedFromRaw = new Set(days.keys());
  for (const row of pending) {
    if (summarised.has(row.day) || countedFromRaw.has(row.day)) continue;
    Object.assign(figuresOf(row.day, row.owner_id, row.placement as AdSpot), {
      impressions: row.impressions,
      clicks: row.clicks,
    });
  }
  const events = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, { ownerId, byPlacement }]) => ({
      id: deterministicUuid(`adStats/${blockId}/${day}`),
      type: 'AdFiguresSummarised',
      data: {
        day,
        ownerId,
        figures: [...byPlacement.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([placement, { impressions, clicks }]) => ({ placement, impressions, clicks })),
      },
    }));
  if (events.length > 0) {
    await deps.store.append(streams.adStats(blockId), events, { expectedRevision: 'any', metadata });
  }
  // Every day before the cutoff is summarised now, so its raw events can go (never before: the summary first).
  const purged = (await deps.store.purgeStreamEvents?.(streams.adEvents(blockId), cutoff)) ?? 0;
  return { days: events.length, purged };
}
