import { reportEvents, type ReportEvent } from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import { REPORTS_TABLES_SQL, type ReportsDatabase } from './table';

const reportOf = (streamId: string) => streamId.slice('report-'.length);

/** Members' reports on other members, open until staff resolve them (the most-reported overview, SPEC §9). */
export const reportsProjection = defineProjection<ReportsDatabase>({
  name: 'reports',
  version: 1,
  eventTypes: reportEvents.map((event) => event.type),
  tables: ['reports'],
  createTables: REPORTS_TABLES_SQL,
  async handle(events, trx) {
    for (const recorded of events) {
      const event = recorded as unknown as ReportEvent;
      const id = reportOf(recorded.streamId);
      switch (event.type) {
        case 'UserReported': {
          const { reportedUserId, reporterId, reason, message } = event.data;
          await trx
            .insertInto('reports')
            .values({
              id,
              reported_user_id: reportedUserId,
              reporter_id: reporterId,
              reason,
              message,
              status: 'open',
              created_at: recorded.metadata.at,
              resolved_at: null,
              resolved_by: null,
              resolution_note: null,
              txn: String(recorded.position.txn),
              pos: String(recorded.position.pos),
            })
            .execute();
          break;
        }
        case 'ReportResolved':
          await trx
            .updateTable('reports')
            .set({
              status: 'resolved',
              resolved_at: recorded.metadata.at,
              resolved_by: recorded.metadata.actorId,
              resolution_note: event.data.note,
            })
            .where('id', '=', id)
            .execute();
          break;
        default: {
          const unknown: never = event;
          throw new Error(`Unhandled report event ${(unknown as { type: string }).type}`);
        }
      }
    }
  },
});
