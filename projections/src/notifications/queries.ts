import type { Kysely } from 'kysely';
import type { CustomNotificationBody, NotificationType } from '@annuaire/shared';
import { readPage, type Page, type PageRequest } from '../queries/paging';
import type { NotificationRow, NotificationsDatabase } from './table';

/** A notification as the API reads it; its text is derived later, in the reader's language. */
export interface NotificationRecord {
  readonly id: string;
  readonly userId: string;
  readonly type: NotificationType;
  readonly body: CustomNotificationBody | null;
  readonly causeId: string | null;
  readonly read: boolean;
  readonly dismissed: boolean;
  readonly createdAt: string;
}

const toRecord = (row: NotificationRow): NotificationRecord => ({
  id: row.id,
  userId: row.user_id,
  type: row.type,
  body: row.body,
  causeId: row.cause_id,
  read: row.read,
  dismissed: row.dismissed,
  createdAt: row.created_at.toISOString(),
});

const notifications = (db: Kysely<NotificationsDatabase>) => db.withSchema('notifications').selectFrom('notifications');

/**
 * Notifications newest first: one member's not dismissed (`userId`), or everyone's for staff (null),
 * dismissed ones included so staff see what was sent. Also counts the unread among them.
 */
export async function listNotifications(
  db: Kysely<NotificationsDatabase>,
  userId: string | null,
  page: { offset: number; limit: number },
): Promise<{ rows: NotificationRecord[]; total: number; unread: number }> {
  const base =
    userId === null
      ? notifications(db)
      : notifications(db).where('user_id', '=', userId).where('dismissed', '=', false);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('txn', 'desc').orderBy('pos', 'desc').offset(page.offset).limit(page.limit).execute(),
    base
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.count<string>('id').filterWhere('read', '=', false).as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRecord), total: Number(count.total), unread: Number(count.unread) };
}

export async function findNotificationById(
  db: Kysely<NotificationsDatabase>,
  id: string,
): Promise<NotificationRecord | null> {
  const row = await notifications(db).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/**
 * Every notification of one member, oldest first, dismissed ones included (dismissing hides one from the
 * member's list, the record stays): what the member's data export holds.
 */
export async function listNotificationsOfUser(
  db: Kysely<NotificationsDatabase>,
  userId: string,
): Promise<NotificationRecord[]> {
  const rows = await notifications(db)
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('txn')
    .orderBy('pos')
    .execute();
  return rows.map(toRecord);
}

export interface NotificationFilter {
  readonly userId?: string;
  readonly type?: NotificationType;
  readonly dismissed?: boolean;
  readonly read?: boolean;
  /** getMany: only these notifications (none matches an empty list). */
  readonly ids?: readonly string[];
}

/** Everyone's notifications for staff, newest first unless told otherwise, with the total. */
export async function listAllNotifications(
  db: Kysely<NotificationsDatabase>,
  filter: NotificationFilter,
  page: PageRequest & { descending: boolean },
): Promise<Page<NotificationRecord>> {
  let query = notifications(db);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.dismissed !== undefined) query = query.where('dismissed', '=', filter.dismissed);
  if (filter.read !== undefined) query = query.where('read', '=', filter.read);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  const direction = page.descending ? 'desc' : 'asc';
  const { rows, total } = await readPage(
    query,
    (filtered) => filtered.selectAll().orderBy('txn', direction).orderBy('pos', direction),
    page,
  );
  return { rows: rows.map(toRecord), total };
}
