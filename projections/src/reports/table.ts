import type { ColumnType, Selectable } from 'kysely';
import type { ReportReason } from '@annuaire/shared';

/** One row per report a member filed on another; resolved reports keep their row with the staff decision. */
export interface ReportsTable {
  id: string;
  reported_user_id: string;
  reporter_id: string;
  reason: ReportReason;
  message: string;
  /** The conversation the report came from, or null for a report from the profile. */
  conversation_id: string | null;
  /** open or resolved. */
  status: string;
  created_at: ColumnType<Date, string, never>;
  resolved_at: ColumnType<Date | null, null, string>;
  resolved_by: ColumnType<string | null, null, string | null>;
  resolution_note: ColumnType<string | null, null, string>;
  txn: ColumnType<string, string, never>;
  pos: ColumnType<string, string, never>;
}

export interface ReportsDatabase {
  reports: ReportsTable;
}

export type ReportRow = Selectable<ReportsTable>;

export const REPORTS_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".reports (
  id text primary key,
  reported_user_id text not null,
  reporter_id text not null,
  reason text not null,
  message text not null,
  conversation_id text,
  status text not null,
  created_at timestamptz not null,
  resolved_at timestamptz,
  resolved_by text,
  resolution_note text,
  txn numeric(20, 0) not null,
  pos bigint not null
);
create index on "${schema}".reports (reported_user_id, status, created_at);
create index on "${schema}".reports (status, created_at);
create index on "${schema}".reports (reporter_id, reported_user_id);
`;
