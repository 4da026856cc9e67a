import { sql } from 'kysely';
import { blocksWithUnsummarisedDays, unsummarisedAdDaysOf } from '@annuaire/projections';
import {
  addDays,
  dayInZone,
  startOfDayInZone,
  streams,
  VIEWS_RETENTION_DAYS,
  type AdEvent,
  type AdSpot,
  type CalendarDay,
  type EventMetadata,
} from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { deterministicUuid } from '../domain/ids';
import { systemMetadata } from '../domain/metadata';
import { startPeriodicJob } from '../runtime/periodic';

type Deps = Pick<ApiDependencies, 'db' | 'pool' | 'store'>;

export interface AdRollupReport {
  readonly blocks: number;
  readonly summarisedDays: number;
  readonly purgedEvents: number;
  /** Blocks whose days stay pending for the next run, and why. */
  readonly failures: ReadonlyArray<{ readonly blockId: string; readonly message: string }>;
}

const BLOCKS_PER_PAGE = 500;
const LOCK = `hashtext('annuaire.ad_figures_rollup')`;

/**
 * docs/product.md §9 retention for ad figures, as for views: for each block (or partner link) with days older
 * than the 14-day window that no summary fixes yet, appends one `AdFiguresSummarised` per such day to the
 * permanent `adStats-{blockId}` stream, and only then purges the raw `adEvents-{blockId}` events from before
 * the window. Advertisers' daily impressions and clicks therefore outlive the raw events. Summary ids derive
 * from block and day, so a re-run appends nothing. One process at a time (advisory lock); null when another
 * holds it.
 */
export async function rollupAdFigures(deps: Deps, now: Date, signal?: AbortSignal): Promise<AdRollupReport | null> {
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

async function rollup(deps: Deps, now: Date, signal: AbortSignal | undefined): Promise<AdRollupReport> {
  const today = dayInZone(now);
  const cutoffDay = addDays(today, -VIEWS_RETENTION_DAYS);
  const cutoff = startOfDayInZone(cutoffDay);
  const metadata = systemMetadata(now, {
    correlationId: `ad-figures-rollup-${today}`,
    reason: `Ad figures retention: days before ${cutoffDay} summarised, raw events purged`,
  });
  let report: AdRollupReport = { blocks: 0, summarisedDays: 0, purgedEvents: 0, failures: [] };
  for (let after: string | null = null; ;) {
    const blocks = await blocksWithUnsummarisedDays(deps.db, cutoffDay, { after, limit: BLOCKS_PER_PAGE });
    for (const blockId of blocks) {
      // Stopping between blocks leaves nothing half-done: the next run picks up where this one ended.
      if (signal?.aborted) return report;
      try {
        const done = await summariseBlock(deps, blockId, cutoffDay, cutoff, metadata);
        report = {
          ...report,
          blocks: report.blocks + 1,
          summarisedDays: report.summarisedDays + done.days,
          purgedEvents: report.purgedEvents + done.purged,
        };
      } catch (error) {
        // One block's failure must not stop the others; its raw events stay until a summary is written.
        const message = error instanceof Error ? error.message : String(error);
        report = { ...report, failures: [...report.failures, { blockId, message }] };
      }
    }
    if (blocks.length < BLOCKS_PER_PAGE) break;
    after = blocks[blocks.length - 1]!;
  }
  return report;
}

interface DayFigures {
  ownerId: string | null;
  byPlacement: Map<AdSpot, { impressions: number; clicks: number }>;
}

async function summariseBlock(
  deps: Deps,
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

/**
 * Runs the ad figures rollup shortly after start, once the ad statistics read model exists, then daily (runs
 * never overlap). For `startServices` to call beside the views retention; `stop` clears the timers.
 */
export function startAdFiguresRetention(
  deps: Deps,
  log: (message: string) => void,
  options: { firstRunMs?: number; everyMs?: number; now?: () => Date } = {},
) {
  const { firstRunMs = 7000, everyMs = 24 * 3600_000, now = () => new Date() } = options;
  return startPeriodicJob({
    firstRunMs,
    everyMs,
    run: async (signal) => {
      try {
        const { rows } = await sql<{ ready: boolean }>`
          select to_regclass('ad_statistics.daily_ad_figures') is not null as ready`.execute(deps.db);
        if (!rows[0]?.ready) return;
        const report = await rollupAdFigures(deps, now(), signal);
        if (report && (report.summarisedDays > 0 || report.purgedEvents > 0)) {
          log(
            `ad figures retention: ${report.summarisedDays} day(s) summarised, ${report.purgedEvents} event(s) purged`,
          );
        }
        for (const failure of report?.failures ?? []) {
          log(`ad figures retention of block ${failure.blockId} failed (retried next run): ${failure.message}`);
        }
      } catch (error) {
        log(`ad figures retention failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  });
}
