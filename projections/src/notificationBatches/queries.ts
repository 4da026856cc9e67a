import type { Kysely } from 'kysely';
import type { CustomNotificationBody, RecipientCategory } from '@annuaire/shared';
import { readPage, type Page, type PageRequest } from '../queries/paging';
import type { BatchRow, NotificationBatchesDatabase } from './table';

export interface NotificationBatchRecord {
  readonly id: string;
  readonly recipientCategory: RecipientCategory;
  readonly activityDateGreaterThan: string | null;
  readonly body: CustomNotificationBody;
  readonly count: number;
  readonly sentBy: string | null;
  readonly sentAt: string;
}

const batches = (db: Kysely<NotificationBatchesDatabase>) =>
  db.withSchema('notification_batches').selectFrom('batches');

const toRecord = (row: BatchRow): NotificationBatchRecord => ({
  id: row.id,
  recipientCategory: row.recipient_category,
  activityDateGreaterThan: row.activity_date_greater_than?.toISOString() ?? null,
  body: row.body,
  count: row.count,
  sentBy: row.sent_by,
  sentAt: row.sent_at.toISOString(),
});

export async function findNotificationBatchById(
  db: Kysely<NotificationBatchesDatabase>,
  id: string,
): Promise<NotificationBatchRecord | null> {
  const row = await batches(db).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** Sent batches, newest first unless told otherwise. */
export async function listNotificationBatches(
  db: Kysely<NotificationBatchesDatabase>,
  filter: { recipientCategory?: RecipientCategory; ids?: readonly string[] },
  page: PageRequest & { sort: 'sentAt' | 'count'; descending: boolean },
): Promise<Page<NotificationBatchRecord>> {
  let query = batches(db);
  if (filter.recipientCategory) query = query.where('recipient_category', '=', filter.recipientCategory);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  const direction = page.descending ? 'desc' : 'asc';
  const { rows, total } = await readPage(
    query,
    (filtered) =>
      filtered
        .selectAll()
        .orderBy(page.sort === 'count' ? 'count' : 'txn', direction)
        .orderBy('txn', direction)
        .orderBy('pos', direction),
    page,
  );
  return { rows: rows.map(toRecord), total };
}
