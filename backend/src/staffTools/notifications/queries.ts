import type { Kysely } from 'kysely';
import type { NotificationRecord, NotificationsDatabase } from '@annuaire/projections';
import type { NotificationType } from '@annuaire/shared';

export interface NotificationFilter {
  readonly userId?: string;
  readonly type?: NotificationType;
  readonly dismissed?: boolean;
  readonly read?: boolean;
  readonly ids?: readonly string[];
}

/** Everyone's notifications for staff, newest first unless told otherwise, with the total. */
export async function listAllNotifications(
  db: Kysely<NotificationsDatabase>,
  filter: NotificationFilter,
  page: { offset: number; limit: number; descending: boolean },
): Promise<{ rows: NotificationRecord[]; total: number }> {
  let query = db.withSchema('notifications').selectFrom('notifications');
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.dismissed !== undefined) query = query.where('dismissed', '=', filter.dismissed);
  if (filter.read !== undefined) query = query.where('read', '=', filter.read);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  const direction = page.descending ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('txn', direction)
      .orderBy('pos', direction)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      type: row.type as NotificationType,
      body: row.body,
      causeId: row.cause_id,
      read: row.read,
      dismissed: row.dismissed,
      createdAt: row.created_at.toISOString(),
    })),
    total: Number(count.total),
  };
}
