import { sql, type RawBuilder } from 'kysely';
import { isMostReported, type AppSettings, type ReportReason } from '@annuaire/shared';
import type { ApiDependencies } from '../../api/dependencies';
import type { ReportSort } from './schema';

/** One reported member in the staff overview. */
export interface ReportedUser {
  readonly id: string;
  readonly userId: string;
  readonly username: string | null;
  readonly role: string | null;
  /** Reports in the window, and how many different members filed them. */
  readonly total: number;
  readonly unique: number;
  readonly reasons: Partial<Record<ReportReason, number>>;
  readonly lastReportedAt: string;
  readonly mostReported: boolean;
}

export interface ReportedFilter {
  readonly since: Date;
  readonly includeResolved: boolean;
  readonly mostReported?: boolean;
  readonly q?: string;
  readonly userIds?: readonly string[];
}

type Thresholds = Pick<AppSettings, 'mostReportedTotal' | 'mostReportedUnique'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Reported members over the window, most reported first: counts per member from the reports read
 * model, names from the users read model. Thresholds apply in SQL so paging counts only matching rows.
 */
export async function listReportedUsers(
  db: ApiDependencies['db'],
  filter: ReportedFilter,
  thresholds: Thresholds,
  page: { offset: number; limit: number; sort: ReportSort; descending: boolean },
): Promise<{ rows: ReportedUser[]; total: number }> {
  const where: RawBuilder<unknown>[] = [sql`r.created_at >= ${filter.since}`];
  if (!filter.includeResolved) where.push(sql`r.status = 'open'`);
  if (filter.userIds) where.push(sql`r.reported_user_id = any(${[...filter.userIds]}::text[])`);
  const q = filter.q?.trim();
  if (q) where.push(sql`lower(u.username) like ${`%${escapeLike(q.toLowerCase())}%`}`);
  const past = sql`count(*) >= ${thresholds.mostReportedTotal} and count(distinct r.reporter_id) >= ${thresholds.mostReportedUnique}`;
  const having = filter.mostReported === undefined ? sql`true` : filter.mostReported ? past : sql`not (${past})`;
  const direction = sql.raw(page.descending ? 'desc' : 'asc');
  const column = {
    total: sql`total`,
    unique: sql`"unique"`,
    lastReportedAt: sql`last_reported_at`,
    username: sql`lower(username)`,
  }[page.sort];
  const grouped = sql`
    select r.reported_user_id as user_id, max(u.username) as username, max(u.role) as role,
           count(*)::int as total, count(distinct r.reporter_id)::int as "unique",
           max(r.created_at) as last_reported_at,
           array_agg(r.reason) as reason_list
      from reports.reports r left join users.users u on u.id = r.reported_user_id
     where ${sql.join(where, sql` and `)}
     group by r.reported_user_id
    having ${having}`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql<{
      user_id: string;
      username: string | null;
      role: string | null;
      total: number;
      unique: number;
      last_reported_at: Date;
      reason_list: string[];
    }>`select * from (${grouped}) g order by ${column} ${direction}, user_id offset ${page.offset} limit ${page.limit}`.execute(
      db,
    ),
    sql<{ total: string }>`select count(*)::text as total from (${grouped}) g`.execute(db),
  ]);
  return {
    rows: rows.map((row) => {
      const reasons: Partial<Record<ReportReason, number>> = {};
      for (const reason of row.reason_list)
        reasons[reason as ReportReason] = (reasons[reason as ReportReason] ?? 0) + 1;
      return {
        id: row.user_id,
        userId: row.user_id,
        username: row.username,
        role: row.role,
        total: row.total,
        unique: row.unique,
        reasons,
        lastReportedAt: row.last_reported_at.toISOString(),
        mostReported: isMostReported(row, thresholds),
      };
    }),
    total: Number(counted[0]?.total ?? 0),
  };
}
