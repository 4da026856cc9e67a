import type { ColumnType, Selectable } from 'kysely';
import type { CustomNotificationBody, RecipientCategory } from '@annuaire/shared';

/** One row per notification batch sent from the backoffice, with its audience and how many it reached. */
export interface BatchesTable {
  id: string;
  recipient_category: RecipientCategory;
  activity_date_greater_than: ColumnType<Date | null, string | null, never>;
  body: ColumnType<CustomNotificationBody, string, never>;
  count: number;
  sent_by: string | null;
  sent_at: ColumnType<Date, string, never>;
  txn: ColumnType<string, string, never>;
  pos: ColumnType<string, string, never>;
}

export interface NotificationBatchesDatabase {
  batches: BatchesTable;
}

export type BatchRow = Selectable<BatchesTable>;

export const NOTIFICATION_BATCHES_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".batches (
  id text primary key,
  recipient_category text not null,
  activity_date_greater_than timestamptz,
  body jsonb not null,
  count integer not null,
  sent_by text,
  sent_at timestamptz not null,
  txn numeric(20, 0) not null,
  pos bigint not null
);
create index on "${schema}".batches (txn, pos);
`;
