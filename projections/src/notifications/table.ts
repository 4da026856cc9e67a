import type { ColumnType, Selectable } from 'kysely';
import type { CustomNotificationBody, NotificationType } from '@annuaire/shared';

/** One row per notification; a dismissed one keeps its row (flagged) so staff lists still show it. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  type: NotificationType;
  /** The custom text per locale; null for the other types, whose text comes from the catalogue. */
  body: ColumnType<CustomNotificationBody | null, string | null, never>;
  /** The event or batch that caused it. */
  cause_id: string | null;
  read: boolean;
  dismissed: boolean;
  created_at: ColumnType<Date, string, never>;
  /** Log position of the creation: "newest first" stays stable within one millisecond. */
  txn: ColumnType<string, string, never>;
  pos: ColumnType<string, string, never>;
}

export interface NotificationsDatabase {
  notifications: NotificationsTable;
}

export type NotificationRow = Selectable<NotificationsTable>;

export const NOTIFICATIONS_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".notifications (
  id text primary key,
  user_id text not null,
  type text not null,
  body jsonb,
  cause_id text,
  read boolean not null,
  dismissed boolean not null,
  created_at timestamptz not null,
  txn numeric(20, 0) not null,
  pos bigint not null
);
create index on "${schema}".notifications (user_id, dismissed, txn desc, pos desc);
create index on "${schema}".notifications (txn desc, pos desc);
create index on "${schema}".notifications (cause_id);
`;
