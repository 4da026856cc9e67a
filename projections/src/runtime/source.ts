import type { EventStore, LogPosition } from '@annuaire/shared';

/** What the runtime needs of an event store: paged gap-free reads, the head, and wake-ups. */
export type EventSource = Pick<EventStore, 'readAll' | 'head' | 'onAppended'>;

/** Optional: how many events of these types lie after a position (capped), for lag and progress. */
export interface EventCounter {
  countAfter(after: LogPosition | null, types: readonly string[] | null, cap: number): Promise<number>;
}
