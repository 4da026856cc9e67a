import { sql, type Kysely } from 'kysely';
import {
  bucketKey,
  STATISTICS_TIME_ZONE,
  type AdSpot,
  type AdStatistics,
  type CalendarDay,
  type StatisticsPeriod,
} from '@annuaire/shared';
import type { AdStatisticsDatabase } from './table';

const figures = (db: Kysely<AdStatisticsDatabase>) => db.withSchema('ad_statistics').selectFrom('daily_ad_figures');

/**
 * Impressions and clicks per block and placement, per bucket of the period: every advertiser's, or (with
 * `ownerId`) one advertiser's only. Blocks without a figure in the period are left out.
 */
export async function adStatistics(
  db: Kysely<AdStatisticsDatabase>,
  period: StatisticsPeriod,
  filter: { ownerId?: string; blockId?: string } = {},
): Promise<AdStatistics> {
  const format = period.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  let query = figures(db)
    .select(['block_id', 'owner_id', 'placement'])
    .select(sql<string>`to_char(day, ${format})`.as('bucket'))
    .select(sql<string>`sum(impressions)`.as('impressions'))
    .select(sql<string>`sum(clicks)`.as('clicks'))
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .groupBy(['block_id', 'owner_id', 'placement', 'bucket'])
    .orderBy('block_id')
    .orderBy('placement');
  if (filter.ownerId !== undefined) query = query.where('owner_id', '=', filter.ownerId);
  if (filter.blockId !== undefined) query = query.where('block_id', '=', filter.blockId);
  const rows = await query.execute();
  const grouped = new Map<
    string,
    { blockId: string; ownerId: string | null; placement: AdSpot; byBucket: Map<string, (typeof rows)[number]> }
  >();
  for (const row of rows) {
    const key = `${row.block_id}/${row.placement}`;
    const entry = grouped.get(key) ?? {
      blockId: row.block_id,
      ownerId: row.owner_id,
      placement: row.placement,
      byBucket: new Map(),
    };
    entry.byBucket.set(row.bucket, row);
    grouped.set(key, entry);
  }
  const series = [...grouped.values()].map(({ blockId, ownerId, placement, byBucket }) => {
    const points = period.buckets.map((bucket) => {
      const row = byBucket.get(bucketKey(bucket));
      return { ...bucket, impressions: Number(row?.impressions ?? 0), clicks: Number(row?.clicks ?? 0) };
    });
    const impressions = points.reduce((sum, point) => sum + point.impressions, 0);
    const clicks = points.reduce((sum, point) => sum + point.clicks, 0);
    return { blockId, ownerId, placement, points, impressions, clicks };
  });
  return { unit: period.unit, from: period.from, to: period.to, timeZone: STATISTICS_TIME_ZONE, series };
}

/** Blocks with old days that no summary has fixed yet, in id order after `after`: the rollup's work list. */
export async function blocksWithUnsummarisedDays(
  db: Kysely<AdStatisticsDatabase>,
  before: CalendarDay,
  page: { after: string | null; limit: number },
): Promise<string[]> {
  let query = figures(db)
    .select('block_id')
    .distinct()
    .where('summarised', '=', false)
    .where('day', '<', before)
    .orderBy('block_id')
    .limit(page.limit);
  if (page.after !== null) query = query.where('block_id', '>', page.after);
  return (await query.execute()).map((row) => row.block_id);
}

/** A block's old days without a summary: what its raw events added, per placement. */
export async function unsummarisedAdDaysOf(db: Kysely<AdStatisticsDatabase>, blockId: string, before: CalendarDay) {
  return figures(db)
    .select(['owner_id', 'placement', 'impressions', 'clicks'])
    .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
    .where('block_id', '=', blockId)
    .where('summarised', '=', false)
    .where('day', '<', before)
    .orderBy('day')
    .execute();
}
