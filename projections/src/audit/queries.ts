import type { AuditEvent } from '@annuaire/shared';
import type { Kysely } from 'kysely';
import { readPage, type PageRequest } from '../queries/paging';
import { withoutPrivateContent } from './privateContent';
import type { AuditDatabase, AuditEventRow } from './table';

export interface AuditFilter {
  readonly subjectId?: string;
  readonly actorId?: string;
  readonly impersonatorId?: string;
  readonly streamId?: string;
  readonly type?: string;
  readonly correlationId?: string;
  /** Only events recorded at or before this instant: the history "as of" a moment. */
  readonly until?: string;
}

/** The answer's shape is the contract in shared, so the backoffice reads what this builds. */
export type { AuditEvent };

export interface AuditPage {
  readonly events: AuditEvent[];
  readonly total: number;
}

function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.event_id,
    position: `${row.txn}:${row.pos}`,
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    category: row.stream_category,
    subjectId: row.subject_id,
    type: row.type,
    actorId: row.actor_id,
    actorRole: row.actor_role,
    impersonatorId: row.impersonator_id,
    correlationId: row.correlation_id,
    causationId: row.causation_id,
    reason: row.reason,
    at: row.at.toISOString(),
    recordedAt: row.recorded_at.toISOString(),
    // Rows written before version 3 (while a rebuild runs) may still hold a body: withheld on the way out too.
    data: withoutPrivateContent(row.type, row.data),
  };
}

/** A page of the audit timeline in log order (oldest first unless `descending`), with the total. */
export async function listAuditEvents(
  db: Kysely<AuditDatabase>,
  filter: AuditFilter,
  page: PageRequest & { descending: boolean },
): Promise<AuditPage> {
  let query = db.withSchema('audit').selectFrom('events');
  if (filter.subjectId) query = query.where('subject_id', '=', filter.subjectId);
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
  if (filter.impersonatorId) query = query.where('impersonator_id', '=', filter.impersonatorId);
  if (filter.streamId) query = query.where('stream_id', '=', filter.streamId);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.correlationId) query = query.where('correlation_id', '=', filter.correlationId);
  if (filter.until) query = query.where('recorded_at', '<=', new Date(filter.until));
  const direction = page.descending ? 'desc' : 'asc';
  const { rows, total } = await readPage(
    query,
    (filtered) => filtered.selectAll().orderBy('txn', direction).orderBy('pos', direction),
    page,
  );
  return { events: rows.map(toAuditEvent), total };
}
