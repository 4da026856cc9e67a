import type { Transaction } from 'kysely';
import { reportEvents, unreachable } from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import { REPORTS_TABLES_SQL, type ReportsDatabase } from './table';

/** Members' reports on other members, open until staff resolve them (the most-reported overview, docs/product.md §9). */
export const reportsProjection = defineProjection({
  name: 'reports',
  version: 2,
  events: reportEvents,
  tables: ['reports'],
  createTables: REPORTS_TABLES_SQL,
  async handle(events, trx: Transaction<ReportsDatabase>) {
    for (const event of events) {
      const id = event.stream.id;
      switch (event.type) {
        case 'UserReported': {
          const { reportedUserId, reporterId, reason, message, conversationId } = event.data;
          await trx
            .insertInto('reports')
            .values({
              id,
              reported_user_id: reportedUserId,
              reporter_id: reporterId,
              reason,
              message,
              conversation_id: conversationId ?? null,
              status: 'open',
              created_at: event.metadata.at,
              resolved_at: null,
              resolved_by: null,
              resolution_note: null,
              txn: String(event.position.txn),
              pos: String(event.position.pos),
            })
            .execute();
          break;
        }
        case 'ReportResolved':
          await trx
            .updateTable('reports')
            .set({
              status: 'resolved',
              resolved_at: event.metadata.at,
              resolved_by: event.metadata.actorId,
              resolution_note: event.data.note,
            })
            .where('id', '=', id)
            .execute();
          break;
        default:
          return unreachable(event, 'report event');
      }
    }
  },
});
