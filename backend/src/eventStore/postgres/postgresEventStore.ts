import type pg from 'pg';
import {
  comparePositions,
  EventStoreError,
  isRetentionStream,
  RETENTION_CATEGORIES,
  type AppendOptions,
  type AppendResult,
  type EventCatalogue,
  type EventStore,
  type LogPosition,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllPage,
  type ReadStreamOptions,
  type RecordedEvent,
} from '@annuaire/shared';
import { pgErrorOf } from '../../postgres/pool';
import { appendOnce, prepareAppend, translateError } from './append';
import { APPEND_CHANNEL, AppendNotifier } from './notifier';
import { EVENT_COLUMNS, HEAD_SQL, READ_ALL_SQL, toRecorded, type EventRow } from './reads';
import { EVENT_STORE_SCHEMA_SQL } from './schema';

/** Appends racing on the same stream with `any`/`stream_exists` retry this often before giving up. */
const MAX_APPEND_ATTEMPTS = 20;

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
    const request = prepareAppend(this.catalogue, streamId, events, options);
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await appendOnce(this.pool, request, true);
        if (!result.replayed) this.notifier.appended();
        return result;
      } catch (error) {
        const pgError = pgErrorOf(error);
        // Another writer took the same stream position (or sent the same ids) at the same moment:
        // exact expectations have lost the race; `any` and `stream_exists` simply try again.
        const raced = pgError?.code === '23505' && attempt < MAX_APPEND_ATTEMPTS;
        const exact = typeof request.expected === 'bigint' || request.expected === 'no_stream';
        if (raced && !(exact && pgError.constraint === 'events_stream_position_key')) continue;
        throw await translateError(this.pool, error, request);
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
    const request = prepareAppend(this.catalogue, streamId, events, options);
    try {
      // No fast path: a failed statement would abort the caller's transaction.
      const result = await appendOnce(client, request, false);
      await client.query(`select pg_notify('${APPEND_CHANNEL}', '')`);
      return result;
    } catch (error) {
      throw await translateError(this.pool, error, request);
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `select ${EVENT_COLUMNS} from event_store.events e
       where e.stream_id = $1 and e.stream_position >= $2
       order by e.stream_position limit $3`,
      [streamId, String(options.fromRevision ?? 0n), options.maxCount ?? null],
    );
    return rows.map((row) => toRecorded(this.catalogue, row));
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
    const events = rows.map((row) => toRecorded(this.catalogue, row));
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
}
