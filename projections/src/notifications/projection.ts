import type { Transaction } from 'kysely';
import { notificationEvents, type LiveSignal, unreachable } from '@annuaire/shared';
import { isFresh, notifyLive } from '../conversations/projection';
import { defineProjection } from '../runtime/projection';
import { NOTIFICATIONS_TABLES_SQL, type NotificationsDatabase } from './table';

/**
 * Each member's notifications with their read and dismissed flags (docs/product.md §3, §4). New ones are pushed
 * to the member's open pages through the live channel.
 */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  version: 1,
  events: notificationEvents,
  tables: ['notifications'],
  createTables: NOTIFICATIONS_TABLES_SQL,
  async handle(events, trx: Transaction<NotificationsDatabase>) {
    const signals: LiveSignal[] = [];
    for (const event of events) {
      // A member's notifications live in `notifications-{userId}`.
      const userId = event.stream.id;
      switch (event.type) {
        case 'NotificationCreated': {
          const { notificationId, type, body, causeId } = event.data;
          await trx
            .insertInto('notifications')
            .values({
              id: notificationId,
              user_id: userId,
              type,
              body: body ? JSON.stringify(body) : null,
              cause_id: causeId,
              read: false,
              dismissed: false,
              created_at: event.metadata.at,
              txn: String(event.position.txn),
              pos: String(event.position.pos),
            })
            .execute();
          if (isFresh(event)) signals.push({ userId, kind: 'notification', id: notificationId });
          break;
        }
        case 'NotificationRead':
        case 'NotificationDismissed':
          await trx
            .updateTable('notifications')
            .set(event.type === 'NotificationRead' ? { read: true } : { dismissed: true })
            .where('user_id', '=', userId)
            .where('id', 'in', event.data.notificationIds)
            .execute();
          break;
        default:
          return unreachable(event, 'notification event');
      }
    }
    await notifyLive(trx, signals);
  },
});
