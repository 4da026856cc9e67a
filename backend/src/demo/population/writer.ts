import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventStore, ExpectedRevision } from '@annuaire/shared';
import type { Decider, DomainEvent, HistoricEvent } from '../../domain/decider';

/**
 * Runs a stream's commands for a seeder that is its only writer: the state stays in memory between
 * commands, so each one costs one append instead of a read and an append. Appends still carry the
 * expected revision, so a concurrent writer would be refused, never overwritten.
 */
export function streamWriter<C, E extends DomainEvent, S>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
) {
  let state = decider.initialState;
  let revision: ExpectedRevision = 'no_stream';
  return {
    /** Starts from what the stream already holds (after a registration written elsewhere). */
    async load() {
      const recorded = await store.readStream(streamId);
      const history = recorded.map((event) => ({ type: event.type, data: event.data, at: event.metadata.at }));
      state = (history as unknown as HistoricEvent<E>[]).reduce(decider.evolve, decider.initialState);
      revision = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1]!.streamPosition;
    },
    async run(command: C, at: Date, metadata: EventMetadata) {
      const events = decider.decide(command, state, { now: at, newId: randomUUID });
      if (events.length === 0) return;
      const result = await store.append(
        streamId,
        events.map((event) => ({ type: event.type, data: event.data })),
        { expectedRevision: revision, metadata: { ...metadata, at: at.toISOString() } },
      );
      revision = result.nextRevision;
      state = events.reduce((current, event) => decider.evolve(current, { ...event, at: at.toISOString() }), state);
    },
  };
}
