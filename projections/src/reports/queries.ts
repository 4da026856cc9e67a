import type { Kysely } from 'kysely';
import type { ReportReason } from '@annuaire/shared';
import type { ReportRow, ReportsDatabase } from './table';

/** One report as staff read it. */
export interface ReportRecord {
  readonly id: string;
  readonly reportedUserId: string;
  readonly reporterId: string;
  readonly reason: ReportReason;
  readonly message: string;
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
  reason: row.reason as ReportReason,
  message: row.message,
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

/** When this reporter last reported this member, or null: the API spaces one person's reports out. */
export async function lastReportBy(
  db: Kysely<ReportsDatabase>,
  reporterId: string,
  reportedUserId: string,
): Promise<Date | null> {
  const row = await reports(db)
    .select('created_at')
    .where('reporter_id', '=', reporterId)
    .where('reported_user_id', '=', reportedUserId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.created_at ?? null;
}
