import type { ColumnType, Insertable, Selectable } from 'kysely';

/** One row per event, flattened for the backoffice timeline and for auditors' queries. */
export interface AuditEventsTable {
  event_id: string;
  /** Log position (txn, pos): the order events happened in. */
  txn: ColumnType<string, string, never>;
  pos: ColumnType<string, string, never>;
  stream_id: string;
  stream_position: ColumnType<string, string, never>;
  stream_category: string;
  /** The aggregate's id: for user-owned streams (user, credits, notifications, views) the user's id. */
  subject_id: string;
  type: string;
  actor_id: string | null;
  actor_role: string;
  impersonator_id: string | null;
  correlation_id: string;
  causation_id: string | null;
  reason: string | null;
  at: ColumnType<Date, string, never>;
  recorded_at: ColumnType<Date, string, never>;
  data: ColumnType<unknown, string, never>;
}

export interface AuditDatabase {
  events: AuditEventsTable;
}

export type AuditEventRow = Selectable<AuditEventsTable>;
export type NewAuditEventRow = Insertable<AuditEventsTable>;

export const AUDIT_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".events (
  event_id uuid primary key,
  txn numeric(20, 0) not null,
  pos bigint not null,
  stream_id text not null,
  stream_position bigint not null,
  stream_category text not null,
  subject_id text not null,
  type text not null,
  actor_id text,
  actor_role text not null,
  impersonator_id text,
  correlation_id text not null,
  causation_id text,
  reason text,
  at timestamptz not null,
  recorded_at timestamptz not null,
  data jsonb not null
);
create index on "${schema}".events (txn, pos);
create index on "${schema}".events (subject_id, txn, pos);
create index on "${schema}".events (actor_id, txn, pos) where actor_id is not null;
create index on "${schema}".events (impersonator_id, txn, pos) where impersonator_id is not null;
create index on "${schema}".events (correlation_id);
`;
