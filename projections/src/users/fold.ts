import { evolveUser, initialUserState, type RecordedEvent, type UserEvent, type UserState } from '@annuaire/shared';

export interface FoldedUser {
  readonly state: UserState;
  /** When the user registered (their first event). */
  readonly createdAt: string;
  /** The time of the last event folded. */
  readonly at: string;
  /** Stream position of the last event folded. */
  readonly revision: bigint;
}

export const userIdOf = (streamId: string) => streamId.slice('user-'.length);

/**
 * Folds a batch of `user-*` events onto the states a read model already holds, with the same
 * `evolveUser` as the deciders: one state per user touched.
 */
export function foldUserEvents(
  events: readonly RecordedEvent[],
  current: ReadonlyMap<string, { state: UserState; createdAt: string }>,
): Map<string, FoldedUser> {
  const touched = new Map<string, FoldedUser>();
  for (const event of events) {
    const id = userIdOf(event.streamId);
    const before = touched.get(id) ?? current.get(id) ?? { state: initialUserState, createdAt: event.metadata.at };
    touched.set(id, {
      state: evolveUser(before.state, { ...(event as unknown as UserEvent), at: event.metadata.at }),
      createdAt: before.createdAt,
      at: event.metadata.at,
      revision: event.streamPosition,
    });
  }
  return touched;
}
