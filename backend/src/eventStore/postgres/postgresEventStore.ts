import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  comparePositions,
  DuplicateEventIdError,
  EventStoreError,
  isRetentionStream,
  RETENTION_CATEGORIES,
  upcastEventData,
  validateEvents,
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type EventCatalogue,
  type EventStore,
  type ExpectedRevision,
  type LogPosition,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllPage,
  type ReadStreamOptions,
  type RecordedEvent,
} from '@annuaire/shared';
import { pgErrorOf } from '../../postgres/pool';
import { APPEND_CHANNEL, AppendNotifier } from './notifier';
import { EVENT_STORE_SCHEMA_SQL } from './schema';

/** Appends racing on the same stream with `any`/`stream_exists` retry this often before giving up. */
const MAX_APPEND_ATTEMPTS = 20;

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

// recorded_at travels as epoch milliseconds: building a Date from a number is far cheaper than parsing text.
const EVENT_COLUMNS = `e.global_position, e.transaction_id::text as txn, e.stream_id, e.stream_position,
  e.event_id, e.type, e.version, e.data, e.metadata,
  (extract(epoch from e.recorded_at) * 1000)::float8 as recorded_ms`;

// A page below the snapshot horizon, then one row with the last position below that same horizon
// (the checkpoint of a short, filtered page). UNION ALL keeps the page in its index order: no second sort.
const READ_ALL_SQL = `
with horizon as materialized (select pg_snapshot_xmin(pg_current_snapshot()) as h),
page as (
  select ${EVENT_COLUMNS} from event_store.events e
  where (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
    and e.transaction_id < (select h from horizon)
    and ($3::text[] is null or e.type = any($3::text[]))
  order by e.transaction_id, e.global_position
  limit $4
)
select page.*, null::text as tail_txn, null::bigint as tail_pos from page
union all
select null, null, null, null, null, null, null, null, null, null, e.transaction_id::text, e.global_position
from (
  select transaction_id, global_position from event_store.events
  where transaction_id < (select h from horizon)
  order by transaction_id desc, global_position desc
  limit 1
) e`;

const HEAD_SQL = `select transaction_id::text as txn, global_position from event_store.events
  where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  order by transaction_id desc, global_position desc limit 1`;

interface AppendRequest {
  readonly streamId: string;
  readonly expected: ExpectedRevision;
  readonly params: unknown[];
}

interface EventRow {
  global_position: string;
  txn: string;
  stream_id: string;
  stream_position: string;
  event_id: string;
  type: string;
  version: number;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  recorded_ms: number;
}

export interface PostgresEventStoreOptions {
  readonly pool: pg.Pool;
  /** For the LISTEN connection that wakes readers when another process appends. */
  readonly connectionString: string;
  readonly catalogue: EventCatalogue;
}

/** The embedded default event store: one `events` table, gap-safe global reads, enforced revisions. */
export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  private readonly catalogue: EventCatalogue;
  private readonly notifier: AppendNotifier;

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.catalogue = options.catalogue;
    this.notifier = new AppendNotifier(options.pool, options.connectionString);
  }

  static async migrate(pool: pg.Pool): Promise<void> {
    const client = await pool.connect();
    try {
      // Serialise concurrent starters: CREATE OR REPLACE FUNCTION races otherwise.
      await client.query('begin');
      await client.query(`select pg_advisory_xact_lock(hashtext('event_store.migrate'))`);
      await client.query(EVENT_STORE_SCHEMA_SQL);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  async append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const request = this.prepareAppend(streamId, events, options);
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.appendOnce(this.pool, request, true);
        if (!result.replayed) this.notifier.appended();
        return result;
      } catch (error) {
        const pgError = pgErrorOf(error);
        // Another writer took the same stream position (or sent the same ids) at the same moment:
        // exact expectations have lost the race; `any` and `stream_exists` simply try again.
        const raced = pgError?.code === '23505' && attempt < MAX_APPEND_ATTEMPTS;
        const exact = typeof request.expected === 'bigint' || request.expected === 'no_stream';
        if (raced && !(exact && pgError.constraint === 'events_stream_position_key')) continue;
        throw await this.translateError(error, request);
      }
    }
  }

  /**
   * Appends inside the caller's open transaction (for commands that also write command-side rows):
   * the events become visible, and readers are woken, only when the caller commits. No retry: a failed
   * statement aborts the caller's transaction.
   */
  async appendInTransaction(
    client: pg.ClientBase,
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    const request = this.prepareAppend(streamId, events, options);
    try {
      // No fast path: a failed statement would abort the caller's transaction.
      const result = await this.appendOnce(client, request, false);
      await client.query(`select pg_notify('${APPEND_CHANNEL}', '')`);
      return result;
    } catch (error) {
      throw await this.translateError(error, request);
    }
  }

  private prepareAppend(streamId: string, events: readonly NewEvent[], options: AppendOptions): AppendRequest {
    const expected = options.expectedRevision ?? 'any';
    const valid = validateEvents(this.catalogue, events, options.metadata, randomUUID);
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

  private async appendOnce(
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
  private async translateError(error: unknown, request: AppendRequest): Promise<unknown> {
    const pgError = pgErrorOf(error);
    const expected = expectedText(request.expected);
    if (pgError?.code === 'EV001') {
      return new WrongExpectedRevisionError(request.streamId, expected, revisionOf(pgError.detail));
    }
    if (pgError?.code === 'EV002') return new DuplicateEventIdError(pgError.detail ?? '');
    if (pgError?.code === '23505' && pgError.constraint === 'events_stream_position_key') {
      return new WrongExpectedRevisionError(request.streamId, expected, await this.revision(request.streamId));
    }
    return error;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `select ${EVENT_COLUMNS} from event_store.events e
       where e.stream_id = $1 and e.stream_position >= $2
       order by e.stream_position limit $3`,
      [streamId, String(options.fromRevision ?? 0n), options.maxCount ?? null],
    );
    return rows.map((row) => this.toRecorded(row));
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllPage> {
    const after = options.after ?? { txn: 0n, pos: 0n };
    const limit = options.limit ?? 1000;
    const types = options.types ? [...options.types] : null;
    const { rows } = await this.pool.query<EventRow & { tail_txn: string | null; tail_pos: string | null }>({
      name: 'event_store_read_all',
      text: READ_ALL_SQL,
      values: [String(after.txn), String(after.pos), types, limit],
    });
    const tailRow = rows.length > 0 && rows[rows.length - 1]!.tail_txn !== null ? rows.pop()! : null;
    if (!tailRow) return { events: [], checkpoint: options.after ?? null, hasMore: false };
    const events = rows.map((row) => this.toRecorded(row));
    // UNION ALL returns its branches in order; should a plan ever interleave them, order the page here.
    if (events.some((event, i) => i > 0 && comparePositions(events[i - 1]!.position, event.position) > 0)) {
      events.sort((a, b) => comparePositions(a.position, b.position));
    }
    const hasMore = events.length === limit;
    const last = events[events.length - 1]?.position ?? after;
    const tail = { txn: BigInt(tailRow.tail_txn!), pos: BigInt(tailRow.tail_pos!) };
    // A full page resumes after its last event; a short one has seen everything below the horizon.
    const checkpoint = hasMore || comparePositions(tail, last) < 0 ? last : tail;
    return { events, checkpoint, hasMore };
  }

  async head(): Promise<LogPosition | null> {
    const { rows } = await this.pool.query<{ txn: string; global_position: string }>(HEAD_SQL);
    const row = rows[0];
    return row ? { txn: BigInt(row.txn), pos: BigInt(row.global_position) } : null;
  }

  /** Events of these types readable after `after`, counted up to `cap` (lag and rebuild progress). */
  async countAfter(after: LogPosition | null, types: readonly string[] | null, cap: number): Promise<number> {
    const from = after ?? { txn: 0n, pos: 0n };
    const { rows } = await this.pool.query<{ count: string }>(
      `select count(*)::text as count from (
         select 1 from event_store.events e
         where (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
           and e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
           and ($3::text[] is null or e.type = any($3::text[]))
         limit $4) counted`,
      [String(from.txn), String(from.pos), types ? [...types] : null, cap],
    );
    return Number(rows[0]!.count);
  }

  /**
   * Retention: deletes the stream's events that happened and were recorded before `before`. The
   * category guard is repeated in SQL so no caller mistake can reach another stream. Deleting below
   * readers' checkpoints is safe: `readAll` only reads after a checkpoint and its tail never moves a
   * checkpoint backwards; `countAfter` and rebuilds simply count and fold fewer events.
   */
  async purgeStreamEvents(streamId: string, before: Date): Promise<number> {
    if (!isRetentionStream(streamId)) {
      throw new EventStoreError(`Stream ${streamId} is not subject to retention`, 400, 'not_a_retention_stream');
    }
    const result = await this.pool.query(
      `delete from event_store.events
       where stream_id = $1 and stream_id like any($2::text[])
         and recorded_at < $3 and (metadata->>'at')::timestamptz < $3`,
      [streamId, RETENTION_CATEGORIES.map((category) => `${category}-%`), before],
    );
    return result.rowCount ?? 0;
  }

  onAppended(listener: () => void): () => void {
    return this.notifier.onAppended(listener);
  }

  async close(): Promise<void> {
    await this.notifier.close();
  }

  private async revision(streamId: string): Promise<bigint | null> {
    const { rows } = await this.pool.query<{ stream_position: string }>(
      'select stream_position from event_store.events where stream_id = $1 order by stream_position desc limit 1',
      [streamId],
    );
    return rows[0] ? BigInt(rows[0].stream_position) : null;
  }

  private toRecorded(row: EventRow): RecordedEvent {
    return {
      id: row.event_id,
      streamId: row.stream_id,
      streamPosition: BigInt(row.stream_position),
      type: row.type,
      data: upcastEventData(this.catalogue, row.type, row.version, row.data),
      metadata: row.metadata,
      position: { txn: BigInt(row.txn), pos: BigInt(row.global_position) },
      recordedAt: new Date(row.recorded_ms),
    };
  }
}

interface AppendRow {
  o_txn: string;
  o_pos: string;
  o_stream_position: string;
  o_replayed: boolean;
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
