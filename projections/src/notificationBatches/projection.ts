import type { Transaction } from 'kysely';
import { notificationBatchEvents, unreachable } from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import { NOTIFICATION_BATCHES_TABLES_SQL, type NotificationBatchesDatabase } from './table';

/** The notification batches staff sent (docs/product.md §3 Notification batch), newest first in the backoffice. */
export const notificationBatchesProjection = defineProjection({
  name: 'notification_batches',
  version: 1,
  events: notificationBatchEvents,
  tables: ['batches'],
  createTables: NOTIFICATION_BATCHES_TABLES_SQL,
  async handle(events, trx: Transaction<NotificationBatchesDatabase>) {
    for (const event of events) {
      switch (event.type) {
        case 'NotificationBatchSent': {
          const { batchId, recipientCategory, activityDateGreaterThan, body, count } = event.data;
          await trx
            .insertInto('batches')
            .values({
              id: batchId,
              recipient_category: recipientCategory,
              activity_date_greater_than: activityDateGreaterThan,
              body: JSON.stringify(body),
              count,
              sent_by: event.metadata.actorId,
              sent_at: event.metadata.at,
              txn: String(event.position.txn),
              pos: String(event.position.pos),
            })
            // A batch re-sent under its id is recorded once.
            .onConflict((conflict) => conflict.column('id').doNothing())
            .execute();
          break;
        }
        default:
          return unreachable(event.type, 'notification batch event');
      }
    }
  },
});
