import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  DuplicateEventIdError,
  validateEvents,
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type EventCatalogue,
  type ExpectedRevision,
  type NewEvent,
} from '@annuaire/shared';
import { pgErrorOf } from '../../postgres/pool';

/**
 * The common append (a new stream, or an exact revision) as one prepared INSERT: it inserts only if the
 * stream stands exactly at the expected revision (a longer stream trips the unique position, a shorter
 * one inserts nothing). Any conflict falls back to `event_store.append`, which tells a replayed append,
 * a reused id and the actual revision apart.
 */
const EXACT_APPEND_SQL = `
insert into event_store.events (stream_id, stream_position, event_id, type, version, data, metadata)
select $1, $2::bigint + n.i, n.id, n.type, n.version, n.data, $7::jsonb
from unnest($3::uuid[], $4::text[], $5::int[], $6::jsonb[]) with ordinality as n(id, type, version, data, i)
where $2::bigint = -1
   or exists (select 1 from event_store.events e where e.stream_id = $1 and e.stream_position = $2::bigint)
returning transaction_id::text as o_txn, global_position as o_pos, stream_position as o_stream_position,
  false as o_replayed`;

/** One append, validated and ready to send: the stream, what the writer expects, the statement's values. */
export interface AppendRequest {
  readonly streamId: string;
  readonly expected: ExpectedRevision;
  readonly params: unknown[];
}

interface AppendRow {
  o_txn: string;
  o_pos: string;
  o_stream_position: string;
  o_replayed: boolean;
}

/** Validates the events and metadata against the catalogue (ids given to those without) before any SQL. */
export function prepareAppend(
  catalogue: EventCatalogue,
  streamId: string,
  events: readonly NewEvent[],
  options: AppendOptions,
): AppendRequest {
  const expected = options.expectedRevision ?? 'any';
  const valid = validateEvents(catalogue, events, options.metadata, randomUUID);
  return {
    streamId,
    expected,
    params: [
      streamId,
      expectedText(expected),
      valid.events.map((event) => event.id),
      valid.events.map((event) => event.type),
      valid.events.map((event) => event.version),
      valid.events.map((event) => JSON.stringify(event.data)),
      JSON.stringify(valid.metadata),
    ],
  };
}

/** One attempt: the prepared INSERT when the revision is exact (and allowed), else `event_store.append`. */
export async function appendOnce(
  queryable: pg.Pool | pg.ClientBase,
  request: AppendRequest,
  fastPath: boolean,
): Promise<AppendResult> {
  const { expected } = request;
  if (fastPath && (typeof expected === 'bigint' || expected === 'no_stream')) {
    const revision = expected === 'no_stream' ? '-1' : expected.toString();
    try {
      const { rows } = await queryable.query<AppendRow>({
        name: 'event_store_append_exact',
        text: EXACT_APPEND_SQL,
        values: [request.params[0], revision, ...request.params.slice(2)],
      });
      if (rows.length > 0) return toAppendResult(rows);
    } catch (error) {
      if (pgErrorOf(error)?.code !== '23505') throw error;
    }
  }
  const { rows } = await queryable.query<AppendRow>(
    'select o_txn::text, o_pos, o_stream_position, o_replayed from event_store.append($1, $2, $3, $4, $5, $6, $7)',
    request.params,
  );
  return toAppendResult(rows);
}

/** Our SQL function's error codes, and a lost race on a stream position, as the port's errors. */
export async function translateError(pool: pg.Pool, error: unknown, request: AppendRequest): Promise<unknown> {
  const pgError = pgErrorOf(error);
  const expected = expectedText(request.expected);
  if (pgError?.code === 'EV001') {
    return new WrongExpectedRevisionError(request.streamId, expected, revisionOf(pgError.detail));
  }
  if (pgError?.code === 'EV002') return new DuplicateEventIdError(pgError.detail ?? '');
  if (pgError?.code === '23505' && pgError.constraint === 'events_stream_position_key') {
    return new WrongExpectedRevisionError(request.streamId, expected, await revision(pool, request.streamId));
  }
  return error;
}

async function revision(pool: pg.Pool, streamId: string): Promise<bigint | null> {
  const { rows } = await pool.query<{ stream_position: string }>(
    'select stream_position from event_store.events where stream_id = $1 order by stream_position desc limit 1',
    [streamId],
  );
  return rows[0] ? BigInt(rows[0].stream_position) : null;
}

function toAppendResult(rows: readonly AppendRow[]): AppendResult {
  const sorted = [...rows].sort((a, b) => Number(BigInt(a.o_stream_position) - BigInt(b.o_stream_position)));
  const positions = sorted.map((row) => ({ txn: BigInt(row.o_txn), pos: BigInt(row.o_pos) }));
  return {
    nextRevision: BigInt(sorted[sorted.length - 1]!.o_stream_position),
    position: positions[positions.length - 1]!,
    positions,
    replayed: sorted[0]!.o_replayed,
  };
}

function expectedText(expected: ExpectedRevision): string {
  return typeof expected === 'bigint' ? expected.toString() : expected;
}

function revisionOf(detail: string | undefined): bigint | null {
  return detail ? BigInt(detail) : null;
}
