import { sql, type Kysely } from 'kysely';
import {
  addDays,
  bucketKey,
  startOfDayInZone,
  STATISTICS_TIME_ZONE,
  VISIBILITY_RULES,
  type SiteFigures,
  type SiteFiguresPoint,
  type StatisticsPeriod,
} from '@annuaire/shared';
import type { CreditsDatabase } from '../credits/table';
import type { UsersDatabase } from '../users/table';

/** The answer's shape is the contract in shared (views/statistics.ts), which the staff dashboard reads. */
export type { SiteFigures, SiteFiguresPoint };

type Db = Kysely<UsersDatabase & CreditsDatabase>;

/**
 * Sign-ups and credits sold per bucket of the period, and today's active profiles and VIPs. Credits
 * sold are every `CreditsDeposited` (confirmed interac payments and staff deposits of paid credits);
 * corrections and VIP spending are not sales.
 */
export async function siteFigures(db: Db, period: StatisticsPeriod, now: Date): Promise<SiteFigures> {
  const format = period.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const start = startOfDayInZone(period.from);
  const end = startOfDayInZone(addDays(period.to, 1));
  const bucketOf = (column: string) =>
    sql<string>`to_char(${sql.ref(column)} at time zone ${STATISTICS_TIME_ZONE}, ${format})`;
  const activeSince = new Date(now.getTime() - VISIBILITY_RULES.inactiveDays * 86_400_000);

  const [signUps, sold, current] = await Promise.all([
    db
      .withSchema('users')
      .selectFrom('users')
      .select([bucketOf('created_at').as('bucket'), sql<string>`count(*)`.as('count')])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy('bucket')
      .execute(),
    db
      .withSchema('credits')
      .selectFrom('transactions')
      .select([bucketOf('at').as('bucket'), sql<string>`sum(credits)`.as('count')])
      .where('kind', '=', 'CreditsDeposited')
      .where('at', '>=', start)
      .where('at', '<', end)
      .groupBy('bucket')
      .execute(),
    db
      .withSchema('users')
      .selectFrom('users')
      .select([
        sql<string>`count(*) filter (where (role = 'escort' or libertine) and greatest(
          (state->>'lastSeenAt')::timestamptz, created_at, case when online <= ${now} then online end) >= ${activeSince})`.as(
          'active_profiles',
        ),
        sql<string>`count(*) filter (where vip_until > ${now})`.as('vip_count'),
      ])
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow(),
  ]);

  const signUpsBy = new Map(signUps.map((row) => [row.bucket, Number(row.count)]));
  const soldBy = new Map(sold.map((row) => [row.bucket, Number(row.count)]));
  const points = period.buckets.map((bucket) => ({
    ...bucket,
    signUps: signUpsBy.get(bucketKey(bucket)) ?? 0,
    creditsSold: soldBy.get(bucketKey(bucket)) ?? 0,
  }));
  return {
    unit: period.unit,
    from: period.from,
    to: period.to,
    timeZone: STATISTICS_TIME_ZONE,
    points,
    totals: {
      signUps: points.reduce((sum, point) => sum + point.signUps, 0),
      creditsSold: points.reduce((sum, point) => sum + point.creditsSold, 0),
    },
    activeProfiles: Number(current.active_profiles),
    vipCount: Number(current.vip_count),
  };
}
