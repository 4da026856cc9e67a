import { evolveUser, initialUserState, type userEvents, type UserState } from '@annuaire/shared';
import type { ProjectedEvent } from '../runtime/projection';

/** A `user-*` event as the users and directory read models receive it. */
export type UserStreamEvent = ProjectedEvent<(typeof userEvents)[number]>;

export interface FoldedUser {
  readonly state: UserState;
  /** When the user registered (their first event). */
  readonly createdAt: string;
  /** The time of the last event folded. */
  readonly at: string;
  /** Stream position of the last event folded. */
  readonly revision: bigint;
}

/** The users a batch touches, by id. */
export const userIdsOf = (events: readonly UserStreamEvent[]) => [...new Set(events.map((event) => event.stream.id))];

/**
 * Folds a batch of `user-*` events onto the states a read model already holds, with the same
 * `evolveUser` as the deciders: one state per user touched.
 */
export function foldUserEvents(
  events: readonly UserStreamEvent[],
  current: ReadonlyMap<string, { state: UserState; createdAt: string }>,
): Map<string, FoldedUser> {
  const touched = new Map<string, FoldedUser>();
  for (const event of events) {
    const id = event.stream.id;
    const before = touched.get(id) ?? current.get(id) ?? { state: initialUserState, createdAt: event.metadata.at };
    touched.set(id, {
      state: evolveUser(before.state, { ...event, at: event.metadata.at }),
      createdAt: before.createdAt,
      at: event.metadata.at,
      revision: event.streamPosition,
    });
  }
  return touched;
}
