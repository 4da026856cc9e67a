import { notificationBatchEvents, type NotificationBatchEvent } from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import { NOTIFICATION_BATCHES_TABLES_SQL, type NotificationBatchesDatabase } from './table';

/** The notification batches staff sent (SPEC §3 Notification batch), newest first in the backoffice. */
export const notificationBatchesProjection = defineProjection<NotificationBatchesDatabase>({
  name: 'notification_batches',
  version: 1,
  eventTypes: notificationBatchEvents.map((event) => event.type),
  tables: ['batches'],
  createTables: NOTIFICATION_BATCHES_TABLES_SQL,
  async handle(events, trx) {
    for (const recorded of events) {
      const event = recorded as unknown as NotificationBatchEvent;
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
              sent_by: recorded.metadata.actorId,
              sent_at: recorded.metadata.at,
              txn: String(recorded.position.txn),
              pos: String(recorded.position.pos),
            })
            // A batch re-sent under its id is recorded once.
            .onConflict((conflict) => conflict.column('id').doNothing())
            .execute();
          break;
        }
        default: {
          const unknown: never = event.type;
          throw new Error(`Unhandled notification batch event ${String(unknown as string)}`);
        }
      }
    }
  },
});
