import { parseStreamName, type RecordedEvent } from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import { AUDIT_TABLES_SQL, type AuditDatabase, type NewAuditEventRow } from './table';

// PostgreSQL accepts at most 65,535 bind parameters per statement; 17 columns per row.
const ROWS_PER_INSERT = 3000;

function toRow(event: RecordedEvent): NewAuditEventRow {
  const { category, id } = parseStreamName(event.streamId);
  const { metadata } = event;
  return {
    event_id: event.id,
    txn: String(event.position.txn),
    pos: String(event.position.pos),
    stream_id: event.streamId,
    stream_position: String(event.streamPosition),
    stream_category: category,
    subject_id: id,
    type: event.type,
    actor_id: metadata.actorId,
    actor_role: metadata.actorRole,
    impersonator_id: metadata.impersonatorId,
    correlation_id: metadata.correlationId,
    causation_id: metadata.causationId,
    reason: metadata.reason,
    at: metadata.at,
    recorded_at: event.recordedAt.toISOString(),
    data: JSON.stringify(event.data),
  };
}

/** Every event, flattened: the backoffice history timeline and the auditors' replay start here. */
export const auditProjection = defineProjection<AuditDatabase>({
  name: 'audit',
  version: 1,
  eventTypes: null,
  tables: ['events'],
  createTables: AUDIT_TABLES_SQL,
  async handle(events, trx) {
    for (let i = 0; i < events.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto('events')
        .values(events.slice(i, i + ROWS_PER_INSERT).map(toRow))
        .execute();
    }
  },
});
