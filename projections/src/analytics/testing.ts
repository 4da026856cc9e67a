import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  type EventMetadata,
  type LogPosition,
  type ReadAllOptions,
  type ReadAllPage,
  type RecordedEvent,
} from '@annuaire/shared';
import type { EventSource } from '../runtime/source';
import type { GivenEvent } from '../testing/events';

const SYSTEM: EventMetadata = {
  actorId: null,
  actorRole: 'system',
  impersonatorId: null,
  correlationId: 'analytics-spec',
  causationId: null,
  reason: null,
  at: new Date(0).toISOString(),
};

/**
 * A log in memory with the store port's reading contract, for projections' specs that run the real workers and
 * rebuilds on PostgreSQL without backend's event store: one transaction per append, a filtered page that comes
 * back short still moves its reader to the end of the log.
 */
export class MemoryLog implements EventSource {
  private readonly events: RecordedEvent[] = [];
  private readonly revisions = new Map<string, bigint>();
  private readonly listeners = new Set<() => void>();
  private txn = 0n;

  /** Appends `given` as one transaction (each event at its own `at`, the system's unless told) and wakes readers. */
  append(given: readonly GivenEvent[]): LogPosition {
    this.txn++;
    for (const event of given) {
      const streamPosition = this.revisions.get(event.streamId) ?? 0n;
      this.revisions.set(event.streamId, streamPosition + 1n);
      const metadata = { ...SYSTEM, ...event.metadata };
      this.events.push({
        id: randomUUID(),
        streamId: event.streamId,
        streamPosition,
        type: event.type,
        data: event.data,
        metadata,
        position: { txn: this.txn, pos: BigInt(this.events.length + 1) },
        recordedAt: new Date(metadata.at),
      });
    }
    for (const listener of this.listeners) listener();
    return this.events.at(-1)!.position;
  }

  async readAll({ after = null, types = null, limit = 1000 }: ReadAllOptions = {}): Promise<ReadAllPage> {
    const later = this.events.filter((event) => after === null || comparePositions(event.position, after) > 0);
    const matching = later.filter((event) => types === null || types.includes(event.type));
    const events = matching.slice(0, limit);
    const hasMore = matching.length > limit;
    const checkpoint = hasMore ? events.at(-1)!.position : (later.at(-1)?.position ?? after);
    return { events, checkpoint, hasMore };
  }

  async head(): Promise<LogPosition | null> {
    return this.events.at(-1)?.position ?? null;
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
