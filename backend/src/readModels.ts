import { projections, type AnyProjection } from '@annuaire/projections';
import type { EventStore } from '@annuaire/shared';
import { notificationReactor } from './notifications/reactor';

/** Everything the projection workers run: the read models, and the reactors that need the store. */
export function workerProjections(store: EventStore): readonly AnyProjection[] {
  return [...projections, notificationReactor(store)];
}
