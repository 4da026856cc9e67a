import { performance } from 'node:perf_hooks';
import type { EventCounter } from '@annuaire/projections';
import { WrongExpectedRevisionError, type EventStore } from '@annuaire/shared';
import type { Metrics } from './metrics';

type Store = EventStore & Partial<EventCounter>;

/**
 * The event store port with its appends timed and its conflicts counted, whichever adapter is behind it
 * (PostgreSQL or EventStoreDB). Everything else passes through untouched, and the optional capabilities
 * (`countAfter`, `purgeStreamEvents`) stay optional: the wrapper has one exactly when the store does.
 */
export function instrumentStore(store: Store, metrics: Metrics): Store {
  const instrumented: Store = {
    async append(streamId, events, options) {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const result = await store.append(streamId, events, options);
        metrics.appendDuration.observe({ outcome: 'ok' }, seconds());
        return result;
      } catch (error) {
        const conflict = error instanceof WrongExpectedRevisionError;
        metrics.appendDuration.observe({ outcome: conflict ? 'conflict' : 'error' }, seconds());
        if (conflict) metrics.appendConflicts.inc();
        throw error;
      }
    },
    readStream: (streamId, options) => store.readStream(streamId, options),
    readAll: (options) => store.readAll(options),
    head: () => store.head(),
    onAppended: (listener) => store.onAppended(listener),
    close: () => store.close(),
  };
  if (store.countAfter) instrumented.countAfter = store.countAfter.bind(store);
  if (store.purgeStreamEvents) instrumented.purgeStreamEvents = store.purgeStreamEvents.bind(store);
  return instrumented;
}
