import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  StreamNotFoundError,
  type AppendStreamState,
  type Direction,
  type EventData,
  type JSONType,
  type KurrentDBClient,
  type Position,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
} from '@kurrent/kurrentdb-client';
import {
  upcastEventData,
  type EventCatalogue,
  type EventMetadata,
  type ExpectedRevision,
  type LogPosition,
  type RecordedEvent,
  type ValidatedEvent,
} from '@annuaire/shared';

/**
 * Mapping between our event model and EventStoreDB's records, and the raw reads the adapter builds on. Reads go
 * through the client's native (Rust) reader: it reports records in the same shape, positions as bigints, and a
 * missing stream as `StreamNotFoundError` when the read is iterated.
 */

export type { EsdbRecordedEvent };

/** Metadata key holding the payload's schema version beside our EventMetadata; stripped again on read. */
const VERSION_KEY = 'eventSchemaVersion';
/** ESDB answers this commit position for events whose $all position it does not know (servers < 22.6). */
const UNKNOWN_POSITION = 2n ** 64n - 1n;

export function toEventData(event: ValidatedEvent, metadata: EventMetadata): EventData {
  return {
    id: event.id,
    contentType: 'application/json',
    type: event.type,
    // Validated payloads are JSON values; the client's JSONType is narrower only in its type (it stringifies).
    data: event.data as JSONType,
    metadata: { ...metadata, [VERSION_KEY]: event.version },
  };
}

export function toRecordedEvent(catalogue: EventCatalogue, event: EsdbRecordedEvent): RecordedEvent {
  const { [VERSION_KEY]: version, ...metadata } = isRecord(event.metadata) ? event.metadata : {};
  return {
    id: event.id.toLowerCase(),
    streamId: event.streamId,
    streamPosition: event.revision,
    type: event.type,
    // Events written before versioning (or by another writer) carry no version: they are version 1.
    data: upcastEventData(catalogue, event.type, typeof version === 'number' ? version : 1, event.data),
    // Checked by the write boundary when appended, like the PostgreSQL adapter's metadata column.
    metadata: metadata as EventMetadata,
    position: toLogPosition(event.position),
    recordedAt: event.created,
  };
}

/** The append's `streamState` option (called `expectedRevision` in the EventStoreDB client). */
export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return expected;
}

export function expectedText(expected: ExpectedRevision): string {
  return typeof expected === 'bigint' ? expected.toString() : expected;
}

export function toLogPosition(position: Position | undefined): LogPosition {
  if (!position || position.commit === UNKNOWN_POSITION) {
    throw new Error('EventStoreDB did not report an event position: a server of version 22.6 or later is required');
  }
  return { txn: position.commit, pos: position.prepare };
}

export function toReadPosition(position: LogPosition): ReadPosition {
  return { commit: position.txn, prepare: position.pos };
}

/** ESDB's own records (stats, settings, stream metadata, links) are never ours. */
export function isSystem(event: EsdbRecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

/** A stream's records from a revision; a stream that does not exist reads as empty. */
export async function readStreamRecords(
  client: KurrentDBClient,
  streamId: string,
  fromRevision: bigint,
  maxCount?: number,
): Promise<EsdbRecordedEvent[]> {
  const records: EsdbRecordedEvent[] = [];
  try {
    const read = client.readStream(streamId, { fromRevision, ...(maxCount === undefined ? {} : { maxCount }) });
    for await (const resolved of read) if (resolved.event) records.push(resolved.event);
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
  return records;
}

export async function readAllRecords(
  client: KurrentDBClient,
  fromPosition: ReadPosition,
  maxCount: number,
  direction: Direction,
): Promise<EsdbRecordedEvent[]> {
  const records: EsdbRecordedEvent[] = [];
  for await (const resolved of client.readAll({ fromPosition, maxCount, direction })) {
    if (resolved.event) records.push(resolved.event);
  }
  return records;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}
