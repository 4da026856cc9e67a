import {
  balanceChange,
  evolveLedger,
  evolveUser,
  initialLedger,
  initialUserState,
  streams,
  type CreditEvent,
  type EventStore,
  type ReplayedLedgerLine,
  type RoleLine,
  type RecordedEvent,
  type UserEvent,
} from '@annuaire/shared';

/** The replay's lines are the answer's contract in shared (audit/history.ts). */
export type { ReplayedLedgerLine as LedgerLine, RoleLine };

const recordedAtOrBefore = (until: Date | null) => (event: RecordedEvent) =>
  until === null || event.recordedAt.getTime() <= until.getTime();

/**
 * Replays a user's streams from the event store alone: the user as they were (optionally as of a
 * moment), the credits ledger with its running balance, and the role timeline. Auditors compare this
 * with what the read models say.
 */
export async function replayUser(store: EventStore, userId: string, until: Date | null = null) {
  const [userEvents, creditEvents] = await Promise.all([
    store.readStream(streams.user(userId)),
    store.readStream(streams.credits(userId)),
  ]);
  const keep = recordedAtOrBefore(until);
  const user = userEvents
    .filter(keep)
    .reduce(
      (state, event) => evolveUser(state, { ...(event as unknown as UserEvent), at: event.metadata.at }),
      initialUserState,
    );
  const ledger: ReplayedLedgerLine[] = [];
  let state = initialLedger;
  for (const event of creditEvents.filter(keep)) {
    const credit = event as unknown as CreditEvent;
    state = evolveLedger(state, { ...credit, at: event.metadata.at });
    const change = balanceChange(credit);
    if (change !== 0 || credit.type === 'CreditsMovedOut' || credit.type === 'CreditsMovedIn') {
      ledger.push({
        eventId: event.id,
        type: event.type,
        change,
        balance: state.balance,
        actorId: event.metadata.actorId,
        reason: event.metadata.reason,
        causationId: event.metadata.causationId ?? null,
        at: event.metadata.at,
      });
    }
  }
  const roles: RoleLine[] = [];
  for (const event of userEvents.filter(keep)) {
    if (event.type === 'UserRegistered' || event.type === 'RoleSwitched') {
      const data = event.data as { role?: string; to?: string; libertine: boolean };
      roles.push({
        role: (data.to ?? data.role)!,
        libertine: data.libertine,
        actorId: event.metadata.actorId,
        reason: event.metadata.reason,
        at: event.metadata.at,
      });
    }
  }
  return { user, balance: state.balance, ledger, roles, exists: user.exists };
}
