import { sql, type Kysely } from 'kysely';
import {
  bucketKey,
  emptyViewCounts,
  STATISTICS_TIME_ZONE,
  VIEW_NAMES,
  type CalendarDay,
  type StatisticsPeriod,
  type ViewCounts,
  type ViewName,
  type ViewStatistics,
  type ViewStatisticsPoint,
} from '@annuaire/shared';
import type { StatisticsDatabase } from './table';

/** The answer's shape is the contract in shared (views/statistics.ts), which the charts read. */
export type { ViewStatistics, ViewStatisticsPoint };

const statistics = (db: Kysely<StatisticsDatabase>) => db.withSchema('statistics');

/**
 * Counts per bucket of the period, of one user or (without `userId`) of the whole site, summed in
 * PostgreSQL: a month bucket reads at most a year of rows per user.
 */
export async function viewStatistics(
  db: Kysely<StatisticsDatabase>,
  period: StatisticsPeriod,
  filter: { userId?: string } = {},
): Promise<ViewStatistics> {
  const format = period.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  let query = statistics(db)
    .selectFrom('daily_views')
    .select(sql<string>`to_char(day, ${format})`.as('bucket'))
    .select(VIEW_NAMES.map((name) => sql<string>`sum(${sql.ref(name)})`.as(name)))
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .groupBy('bucket');
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  // The sums are selected by name from a list, which Kysely types loosely: name them here.
  const rows = await query.$castTo<{ bucket: string } & Record<ViewName, string>>().execute();
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  const totals = emptyViewCounts();
  const points = period.buckets.map((bucket) => {
    const row = byBucket.get(bucketKey(bucket));
    const counts = emptyViewCounts();
    for (const name of VIEW_NAMES) {
      counts[name] = row ? Number(row[name]) : 0;
      totals[name] += counts[name];
    }
    return { ...bucket, counts };
  });
  return { unit: period.unit, from: period.from, to: period.to, timeZone: STATISTICS_TIME_ZONE, points, totals };
}

/** Users with old days that no summary has fixed yet, in id order after `after`: the rollup's work list. */
export async function usersWithUnsummarisedDays(
  db: Kysely<StatisticsDatabase>,
  before: CalendarDay,
  page: { after: string | null; limit: number },
): Promise<string[]> {
  let query = statistics(db)
    .selectFrom('daily_views')
    .select('user_id')
    .distinct()
    .where('day', '<', before)
    .where('summarised', '=', false);
  if (page.after !== null) query = query.where('user_id', '>', page.after);
  const rows = await query.orderBy('user_id').limit(page.limit).execute();
  return rows.map((row) => row.user_id);
}

/** A user's old unsummarised days with the counts the read model holds for them. */
export async function unsummarisedDaysOf(
  db: Kysely<StatisticsDatabase>,
  userId: string,
  before: CalendarDay,
): Promise<Array<{ day: CalendarDay; counts: ViewCounts }>> {
  const rows = await statistics(db)
    .selectFrom('daily_views')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), ...VIEW_NAMES])
    .where('user_id', '=', userId)
    .where('day', '<', before)
    .where('summarised', '=', false)
    .orderBy('day')
    .execute();
  return rows.map((row) => {
    const counts = emptyViewCounts();
    for (const name of VIEW_NAMES) counts[name] = row[name];
    return { day: row.day, counts };
  });
}
