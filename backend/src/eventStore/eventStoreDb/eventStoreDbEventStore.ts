import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  BACKWARDS,
  END,
  FORWARDS,
  NO_STREAM,
  START,
  WrongExpectedVersionError,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import {
  comparePositions,
  DuplicateEventIdError,
  EventStoreError,
  isRetentionStream,
  validateEvents,
  WrongExpectedRevisionError,
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
  type ValidatedEvent,
} from '@annuaire/shared';
import { openKurrentDbClient } from './connectionString';
import { LiveWakeups } from './liveWakeups';
import {
  expectedText,
  isSystem,
  readAllRecords,
  readStreamRecords,
  toStreamState,
  toEventData,
  toLogPosition,
  toReadPosition,
  toRecordedEvent,
} from './records';

/** Raw $all records fetched per round trip by `readAll`, which filters by type on the client. */
const MAX_CHUNK = 1000;
/** Raw records one `readAll` call may scan before answering `hasMore`, so a sparse filter cannot stall it. */
const MAX_SCAN = 10_000;
/** Raw records per backward read when `head` looks for the newest event of ours. */
const HEAD_CHUNK = 100;
/**
 * Backstop `$maxAge` of retention streams: a week past the 14 days of docs/product.md §9, so ESDB drops raw views
 * on its own only if the daily rollup has failed to summarise and truncate them for a whole week.
 */
const RETENTION_MAX_AGE_SECONDS = 21 * 24 * 3600;

export interface EventStoreDbEventStoreOptions {
  /** May be shared by several stores; only a store made by `connect` disposes it on close. */
  readonly client: KurrentDBClient;
  readonly catalogue: EventCatalogue;
}

/**
 * The EventStoreDB adapter, through `@kurrent/kurrentdb-client`: KurrentDB (EventStoreDB's name from version 25)
 * and EventStoreDB servers alike. $all is written strictly in log order and only committed records are readable,
 * so unlike PostgreSQL no snapshot horizon is needed for gap-free reads. ESDB's own records (`$` types or
 * streams) are never returned, but they still move the `readAll` checkpoint.
 *
 * Appends and the live subscription use the client's gRPC connection; stream and $all reads use its native
 * reader, which opens its own connection from the same URL (and so the same node preference).
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly catalogue: EventCatalogue;
  private readonly wakeups: LiveWakeups;
  private ownsClient = false;

  constructor(options: EventStoreDbEventStoreOptions) {
    this.client = options.client;
    this.catalogue = options.catalogue;
    this.wakeups = new LiveWakeups(options.client);
  }

  /**
   * Connects (`esdb://` or `kurrentdb://` URL) and reads the log's last record once, so a wrong URL or missing
   * credentials fail at start-up.
   */
  static async connect(connectionString: string, catalogue: EventCatalogue): Promise<EventStoreDbEventStore> {
    const client = openKurrentDbClient(connectionString);
    try {
      await readAllRecords(client, END, 1, BACKWARDS);
    } catch (error) {
      await client.dispose();
      // An unreachable server's message is only "UnavailableError"; the URL is left out (it may hold a password).
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`The event store at EVENTSTORE_URL could not be read (${reason})`, { cause: error });
    }
    const store = new EventStoreDbEventStore({ client, catalogue });
    store.ownsClient = true;
    return store;
  }

  async append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    const valid = validateEvents(this.catalogue, events, options.metadata, randomUUID);
    // Ids we generated cannot have been used before; only caller-chosen ids (retries) need looking up.
    if (events.some((event) => event.id !== undefined)) {
      const replayed = await this.replayOf(streamId, valid.events);
      if (replayed) return replayed;
    }
    const data = valid.events.map((event) => toEventData(event, valid.metadata));
    let nextRevision: bigint;
    try {
      const result = await this.client.appendToStream(streamId, data, { streamState: toStreamState(expected) });
      nextRevision = result.nextExpectedRevision;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualState === NO_STREAM ? null : error.actualState;
        throw new WrongExpectedRevisionError(streamId, expectedText(expected), actual);
      }
      throw error;
    }
    const positions = await this.positionsOf(streamId, valid.events, nextRevision);
    this.wakeups.appended();
    return { nextRevision, position: positions[positions.length - 1]!, positions, replayed: false };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.maxCount === 0) return [];
    const records = await readStreamRecords(this.client, streamId, options.fromRevision ?? 0n, options.maxCount);
    return records.map((record) => toRecordedEvent(this.catalogue, record));
  }

  /**
   * $all is read in chunks and filtered here. The client's server-side filter for reads answers only the
   * matching records, so the checkpoint could not move past the records it skipped (ours of other types, and
   * ESDB's own) and every later call would scan them again. Whether the server includes the record at
   * `fromPosition` is not relied on: anything at or before the checkpoint is dropped.
   */
  async readAll(options: ReadAllOptions = {}): Promise<ReadAllPage> {
    const limit = options.limit ?? 1000;
    const types = options.types ? new Set(options.types) : null;
    const chunk = Math.min(Math.max(limit, 100), MAX_CHUNK);
    const events: RecordedEvent[] = [];
    let checkpoint = options.after ?? null;
    for (let scanned = 0; scanned < MAX_SCAN;) {
      const from = checkpoint ? toReadPosition(checkpoint) : START;
      const records = await readAllRecords(this.client, from, chunk, FORWARDS);
      for (const record of records) {
        const position = toLogPosition(record.position);
        if (checkpoint && comparePositions(position, checkpoint) <= 0) continue;
        checkpoint = position;
        if (isSystem(record) || (types && !types.has(record.type))) continue;
        events.push(toRecordedEvent(this.catalogue, record));
        if (events.length === limit) return { events, checkpoint, hasMore: true };
      }
      scanned += records.length;
      if (records.length < chunk) return { events, checkpoint, hasMore: false };
    }
    return { events, checkpoint, hasMore: true };
  }

  /** Reads $all backwards past ESDB's own records (stats, settings) to the newest event of ours. */
  async head(): Promise<LogPosition | null> {
    let before: LogPosition | null = null;
    for (;;) {
      const from = before ? toReadPosition(before) : END;
      const records = await readAllRecords(this.client, from, HEAD_CHUNK, BACKWARDS);
      for (const record of records) {
        const position = toLogPosition(record.position);
        if (before && comparePositions(position, before) >= 0) continue;
        if (!isSystem(record)) return position;
        before = position;
      }
      if (records.length < HEAD_CHUNK) return null;
    }
  }

  /**
   * Retention the ESDB way: stream metadata `$tb` (truncate before) hides the leading events that are
   * old enough at once, and `$maxAge` is set as a backstop. ESDB only hides them from stream reads;
   * $all keeps returning them and disk space comes back when a scavenge runs (schedule one, e.g.
   * daily). Only a leading run of events can be truncated: an old event behind a recent one waits.
   */
  async purgeStreamEvents(streamId: string, before: Date): Promise<number> {
    if (!isRetentionStream(streamId)) {
      throw new EventStoreError(`Stream ${streamId} is not subject to retention`, 400, 'not_a_retention_stream');
    }
    const events = await this.readStream(streamId);
    const old = (event: RecordedEvent) =>
      event.recordedAt.getTime() < before.getTime() && Date.parse(event.metadata.at) < before.getTime();
    const kept = events.findIndex((event) => !old(event));
    const purged = kept < 0 ? events.length : kept;
    if (purged === 0) return 0;
    const truncateBefore = Number(events[purged - 1]!.streamPosition + 1n);
    await this.client.setStreamMetadata(streamId, { truncateBefore, maxAge: RETENTION_MAX_AGE_SECONDS });
    return purged;
  }

  onAppended(listener: () => void): () => void {
    return this.wakeups.onAppended(listener);
  }

  async close(): Promise<void> {
    await this.wakeups.close();
    if (this.ownsClient) await this.client.dispose();
  }

  /**
   * Idempotency by event id, looked up in the target stream. ESDB keeps no index by event id, so this reads
   * the whole stream (one round trip, O(stream length)), and only for appends that carry caller-chosen ids.
   * An id reused in another stream is not detected; two concurrent first sends of the same ids are settled
   * by ESDB's own de-duplication, which compares ids only (and is best effort with `any`).
   */
  private async replayOf(streamId: string, events: readonly ValidatedEvent[]): Promise<AppendResult | null> {
    const stored = await readStreamRecords(this.client, streamId, 0n);
    const byId = new Map(stored.map((record) => [record.id.toLowerCase(), record]));
    const reused = events.filter((event) => byId.has(event.id));
    if (reused.length === 0) return null;
    for (const event of reused) {
      const record = byId.get(event.id)!;
      // Compare as JSON, as stored: key order and undefined members do not make a payload different.
      const sameData = isDeepStrictEqual(record.data, JSON.parse(JSON.stringify(event.data)));
      if (record.type !== event.type || !sameData) throw new DuplicateEventIdError(event.id);
    }
    // Some ids new and some reused: the reused ones belong to another append.
    if (reused.length < events.length) throw new DuplicateEventIdError(reused[0]!.id);
    const original = reused.map((event) => byId.get(event.id)!).sort((a, b) => (a.revision < b.revision ? -1 : 1));
    const positions = original.map((record) => toLogPosition(record.position));
    const nextRevision = original[original.length - 1]!.revision;
    return { nextRevision, position: positions[positions.length - 1]!, positions, replayed: true };
  }

  /**
   * The append answer carries one position for the whole write, so each event's own $all position is read
   * back (one small extra read per append). Should ESDB have answered an idempotent retry whose events sit
   * elsewhere in the stream, they are found by id instead.
   */
  private async positionsOf(streamId: string, events: readonly ValidatedEvent[], next: bigint) {
    const written = await readStreamRecords(this.client, streamId, next - BigInt(events.length - 1), events.length);
    const inPlace = written.length === events.length && written.every((r, i) => r.id.toLowerCase() === events[i]!.id);
    const records = inPlace ? written : await readStreamRecords(this.client, streamId, 0n);
    const byId = new Map(records.map((record) => [record.id.toLowerCase(), record]));
    return events.map((event) => {
      const record = byId.get(event.id);
      if (!record) throw new Error(`Appended event ${event.id} is missing from stream ${streamId}`);
      return toLogPosition(record.position);
    });
  }
}
