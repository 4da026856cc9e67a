import { sql, type Kysely, type SqlBool } from 'kysely';
import { isMostReported, URGENT_REPORT_REASONS, type AppSettings, type ReportReason } from '@annuaire/shared';
import { containsPattern } from '../queries/escapeLike';
import { readPage, type Page, type PageRequest } from '../queries/paging';
import type { ReadModelsDatabase } from '../database';
import type { ReportRow, ReportsDatabase } from './table';

/** One report as staff read it. */
export interface ReportRecord {
  readonly id: string;
  readonly reportedUserId: string;
  readonly reporterId: string;
  readonly reason: ReportReason;
  readonly message: string;
  readonly conversationId: string | null;
  /** A guest's report: the reporter is a hashed address, not a member. */
  readonly byGuest: boolean;
  readonly status: 'open' | 'resolved';
  readonly createdAt: string;
  readonly resolvedAt: string | null;
  readonly resolvedBy: string | null;
  readonly resolutionNote: string | null;
}

const reports = (db: Kysely<ReportsDatabase>) => db.withSchema('reports').selectFrom('reports');

const toRecord = (row: ReportRow): ReportRecord => ({
  id: row.id,
  reportedUserId: row.reported_user_id,
  reporterId: row.reporter_id,
  reason: row.reason,
  message: row.message,
  conversationId: row.conversation_id,
  byGuest: row.reporter_id.startsWith('guest:'),
  status: row.status as 'open' | 'resolved',
  createdAt: row.created_at.toISOString(),
  resolvedAt: row.resolved_at?.toISOString() ?? null,
  resolvedBy: row.resolved_by,
  resolutionNote: row.resolution_note,
});

/** The reports on one member, newest first (the detail behind a row of the overview). */
export async function listReportsOn(
  db: Kysely<ReportsDatabase>,
  reportedUserId: string,
  filter: { status?: 'open' | 'resolved' } = {},
): Promise<ReportRecord[]> {
  let query = reports(db).selectAll().where('reported_user_id', '=', reportedUserId);
  if (filter.status) query = query.where('status', '=', filter.status);
  const rows = await query.orderBy('txn', 'desc').orderBy('pos', 'desc').limit(500).execute();
  return rows.map(toRecord);
}

/** The open reports on a member, to resolve them together. */
export async function openReportIdsOn(db: Kysely<ReportsDatabase>, reportedUserId: string): Promise<string[]> {
  const rows = await reports(db)
    .select('id')
    .where('reported_user_id', '=', reportedUserId)
    .where('status', '=', 'open')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * What one reporter filed on one member: whether a report of theirs is still open (one at a time, docs/product.md §7),
 * and how many they filed in all (the next report's id derives from it, so two at once collide).
 */
export async function reportsBy(
  db: Kysely<ReportsDatabase>,
  reporterId: string,
  reportedUserId: string,
): Promise<{ open: boolean; filed: number }> {
  const row = await reports(db)
    .select([
      sql<number>`count(*)::int`.as('filed'),
      sql<boolean>`coalesce(bool_or(status = 'open'), false)`.as('open'),
    ])
    .where('reporter_id', '=', reporterId)
    .where('reported_user_id', '=', reportedUserId)
    .executeTakeFirstOrThrow();
  return { open: row.open, filed: row.filed };
}

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
  /** A report in the window says underage or trafficking: the queue shows the member first. */
  readonly urgent: boolean;
}

export interface ReportedFilter {
  readonly since: Date;
  readonly includeResolved: boolean;
  readonly mostReported?: boolean;
  readonly q?: string;
  readonly userIds?: readonly string[];
}

export interface ReportedPage extends PageRequest {
  readonly sort: 'total' | 'unique' | 'lastReportedAt' | 'username';
  readonly descending: boolean;
}

type Thresholds = Pick<AppSettings, 'mostReportedTotal' | 'mostReportedUnique'>;

/** The reports beside the users read model, which names the reported members. */
type ReportedUsersDatabase = Pick<ReadModelsDatabase, 'reports.reports' | 'users.users'>;

function countReasons(reasons: readonly ReportReason[]): Partial<Record<ReportReason, number>> {
  const counts: Partial<Record<ReportReason, number>> = {};
  for (const reason of reasons) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}

/**
 * Reported members over the window, most reported first: counts per member from the reports read
 * model, names from the users read model. Thresholds apply in SQL so paging counts only matching rows.
 */
export async function listReportedUsers(
  db: Kysely<ReportedUsersDatabase>,
  filter: ReportedFilter,
  thresholds: Thresholds,
  page: ReportedPage,
): Promise<Page<ReportedUser>> {
  let reports = db
    .selectFrom('reports.reports as r')
    .leftJoin('users.users as u', 'u.id', 'r.reported_user_id')
    .where('r.created_at', '>=', filter.since);
  if (!filter.includeResolved) reports = reports.where('r.status', '=', 'open');
  if (filter.userIds) reports = reports.where(sql<SqlBool>`r.reported_user_id = any(${[...filter.userIds]}::text[])`);
  const q = filter.q?.trim();
  if (q) reports = reports.where(sql<string>`lower(u.username)`, 'like', containsPattern(q.toLowerCase()));
  let grouped = reports
    .select([
      'r.reported_user_id as user_id',
      sql<string | null>`max(u.username)`.as('username'),
      sql<string | null>`max(u.role)`.as('role'),
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(distinct r.reporter_id)::int`.as('unique'),
      sql<Date>`max(r.created_at)`.as('last_reported_at'),
      sql<ReportReason[]>`array_agg(r.reason)`.as('reason_list'),
      sql<boolean>`bool_or(r.reason = any(${[...URGENT_REPORT_REASONS]}::text[]))`.as('urgent'),
    ])
    .groupBy('r.reported_user_id');
  if (filter.mostReported !== undefined) {
    const past = sql<SqlBool>`count(*) >= ${thresholds.mostReportedTotal} and count(distinct r.reporter_id) >= ${thresholds.mostReportedUnique}`;
    grouped = grouped.having(filter.mostReported ? past : sql<SqlBool>`not (${past})`);
  }
  const direction = page.descending ? 'desc' : 'asc';
  const column = {
    total: sql`total`,
    unique: sql`"unique"`,
    lastReportedAt: sql`last_reported_at`,
    username: sql`lower(username)`,
  }[page.sort];
  // Grouped rows are paged and counted as a whole: the count is of members, not of reports. Urgent reasons come
  // first whatever the chosen order (docs/product.md §4).
  const { rows, total } = await readPage(
    db.selectFrom(grouped.as('g')),
    (members) => members.selectAll().orderBy('urgent', 'desc').orderBy(column, direction).orderBy('user_id'),
    page,
  );
  return {
    rows: rows.map((row) => ({
      id: row.user_id,
      userId: row.user_id,
      username: row.username,
      role: row.role,
      total: row.total,
      unique: row.unique,
      reasons: countReasons(row.reason_list),
      lastReportedAt: row.last_reported_at.toISOString(),
      mostReported: isMostReported(row, thresholds),
      urgent: row.urgent,
    })),
    total,
  };
}
