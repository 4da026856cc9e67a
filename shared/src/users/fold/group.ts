import type { HistoricEvent } from '../../events/historic';
import type { UserEvent } from '../events';

/** The user events of the given types, as the fold sees them (with their time). */
export type UserEventOf<T extends UserEvent['type']> = HistoricEvent<Extract<UserEvent, { type: T }>>;

/**
 * A type guard for one concern's events, from the list of their types. `evolveUser` routes each event to its
 * concern's fold with these guards, so each fold can be an exhaustive switch over its own events only.
 */
export function userEventGroup<T extends UserEvent['type']>(types: readonly T[]) {
  const names = new Set<string>(types);
  return (event: HistoricEvent<UserEvent>): event is UserEventOf<T> => names.has(event.type);
}
