import type { EventMetadata } from './metadata';
import type { LogPosition } from './position';

/**
 * What a writer expects of the stream before appending: that it does not exist yet, that it exists,
 * nothing, or that its last event sits at an exact revision (0-based stream position).
 */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface NewEvent<TType extends string = string, TData = unknown> {
  /** Stable id; re-sending an append with the same ids is a no-op. Generated when absent. */
  readonly id?: string;
  readonly type: TType;
  readonly data: TData;
}

export interface AppendOptions {
  readonly expectedRevision?: ExpectedRevision;
  readonly metadata: EventMetadata;
}

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  readonly nextRevision: bigint;
  /** Position of the last appended event: wait for projections to pass it to read your writes. */
  readonly position: LogPosition;
  /** Position of each appended event, in order. */
  readonly positions: readonly LogPosition[];
  /** True when every event had already been appended by an earlier, acknowledged call. */
  readonly replayed: boolean;
}

export interface RecordedEvent<TType extends string = string, TData = unknown> {
  readonly id: string;
  readonly streamId: string;
  readonly streamPosition: bigint;
  readonly type: TType;
  readonly data: TData;
  readonly metadata: EventMetadata;
  readonly position: LogPosition;
  readonly recordedAt: Date;
}

export interface ReadStreamOptions {
  /** First stream position to return (default 0). */
  readonly fromRevision?: bigint;
  readonly maxCount?: number;
}

export interface ReadAllOptions {
  /** Return events strictly after this position (default: from the start). */
  readonly after?: LogPosition | null;
  /** Only these event types (default: all). */
  readonly types?: readonly string[] | null;
  readonly limit?: number;
}

export interface ReadAllPage {
  readonly events: readonly RecordedEvent[];
  /**
   * Everything up to here has been considered: resume from it. It may lie past the last returned event
   * when a type filter skipped later events, so a filtered reader still advances. Null only when the log
   * is empty and nothing was read.
   */
  readonly checkpoint: LogPosition | null;
  /** True when the page was cut by the limit, so more events are readable now. */
  readonly hasMore: boolean;
}

/**
 * The event store port. Both adapters (PostgreSQL, EventStoreDB) pass the same contract suite.
 * `readAll` never returns an event whose transaction might still commit before an earlier position,
 * so a reader that resumes from its checkpoint never skips nor repeats an event.
 */
export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<ReadAllPage>;
  /** Position of the newest event readable by `readAll`, or null when the log is empty. */
  head(): Promise<LogPosition | null>;
  /**
   * Calls `listener` soon after events may have been appended, by this process or another. Wake-ups
   * are hints (coalesced, possibly spurious); readers poll as a fallback. Returns an unsubscribe.
   */
  onAppended(listener: () => void): () => void;
  /**
   * Retention (optional capability, docs/product.md §9): removes the events of one retention-bound stream
   * (`views-*`, see `isRetentionStream`) that both happened (metadata `at`) and were recorded before
   * `before`, and answers how many. Refuses any other stream. Readers past those positions are
   * unaffected and rebuilds simply no longer see them, so callers summarise what they purge first.
   */
  purgeStreamEvents?(streamId: string, before: Date): Promise<number>;
  close(): Promise<void>;
}
