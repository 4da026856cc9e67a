import { sql, type Transaction } from 'kysely';
import { isRetentionStream } from '@annuaire/shared';
import { defineProjection, type ProjectedEvent } from '../runtime/projection';
import { withoutPrivateContent } from './privateContent';
import { AUDIT_TABLES_SQL, type AuditDatabase, type NewAuditEventRow } from './table';

const COLUMNS = [
  'event_id',
  'txn',
  'pos',
  'stream_id',
  'stream_position',
  'stream_category',
  'subject_id',
  'type',
  'actor_id',
  'actor_role',
  'impersonator_id',
  'correlation_id',
  'causation_id',
  'reason',
  'at',
  'recorded_at',
  'data',
] as const;
const TYPES = [
  'uuid',
  'numeric',
  'bigint',
  'text',
  'bigint',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'timestamptz',
  'timestamptz',
  'jsonb',
];

function toRow(event: ProjectedEvent): NewAuditEventRow {
  const { category, id } = event.stream;
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
    data: JSON.stringify(withoutPrivateContent(event.type, event.data)),
  };
}

/**
 * Every event, flattened: the backoffice history timeline and the auditors' replay start here.
 * Raw view events are left out: they are purged after the retention window (docs/product.md §9) and would
 * otherwise live on here, with who looked at whom; their daily summaries are kept.
 * Private content (message bodies, privateContent.ts) is not copied here: version 3 rebuilt the table without
 * it, so the staff timeline cannot hand it out (docs/product.md §6 "Privacy and retention").
 */
export const auditProjection = defineProjection({
  name: 'audit',
  version: 3,
  events: 'all',
  tables: ['events'],
  createTables: AUDIT_TABLES_SQL,
  // One array parameter per column and `unnest`: 17 parameters whatever the batch size, which
  // PostgreSQL parses much faster than 17 per row.
  async handle(events, trx: Transaction<AuditDatabase>) {
    const rows = events.filter((event) => !isRetentionStream(event.streamId)).map(toRow);
    if (rows.length === 0) return;
    const arrays = COLUMNS.map((column, index) => sql`${rows.map((row) => row[column])}::${sql.raw(TYPES[index]!)}[]`);
    await trx
      .insertInto('events')
      .columns([...COLUMNS])
      .expression(sql`select * from unnest(${sql.join(arrays)})`)
      .execute();
  },
});
