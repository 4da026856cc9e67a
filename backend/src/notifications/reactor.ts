import type { Transaction } from 'kysely';
import { defineProjection, type AnyProjection } from '@annuaire/projections';
import {
  CreditsDeposited,
  PictureRemoved,
  RoleSwitched,
  streams,
  UserApproved,
  VerificationStateChanged,
  type EventStore,
  type NotificationType,
  type RecordedEvent,
} from '@annuaire/shared';
import { deterministicUuid } from '../domain/ids';

/** Which notification an event causes for the user whose stream it is on, if any (docs/product.md §3). */
export function notificationFor(event: RecordedEvent): { userId: string; type: NotificationType } | null {
  const userOf = (prefix: string) => event.streamId.slice(prefix.length);
  switch (event.type) {
    case 'RoleSwitched': {
      const { to } = event.data as { to: string };
      // Members are told when they become an escort or a client; a staff role (granted by an operator or
      // an admin) is not a member's role change and has no notification of its own.
      if (to === 'escort') return { userId: userOf('user-'), type: 'roleUpdatedEscort' };
      if (to === 'client') return { userId: userOf('user-'), type: 'roleUpdatedClient' };
      return null;
    }
    case 'UserApproved':
      return { userId: userOf('user-'), type: 'accountApproved' };
    case 'PictureRemoved':
      // A member removing their own picture needs no telling; staff removing it does.
      return (event.data as { byStaff: boolean }).byStaff ? { userId: userOf('user-'), type: 'pictureRemoved' } : null;
    case 'VerificationStateChanged': {
      const { state } = event.data as { state: string | null };
      return state === 'verificationRequested' || state === 'verificationRequestedAgain'
        ? { userId: userOf('user-'), type: state }
        : null;
    }
    case 'CreditsDeposited':
      return (event.data as { notify: boolean }).notify
        ? { userId: userOf('credits-'), type: 'creditsBalanceUpdated' }
        : null;
    default:
      return null;
  }
}

interface NotifierDatabase {
  sent: { cause_id: string; user_id: string; type: string; at: string };
}

/**
 * A reactor run by the projection workers: for each event that warrants it, appends a notification
 * to `notifications-{userId}` with an id derived from the cause. Re-delivered after a crash, the append
 * is a no-op, so each cause notifies exactly once. `notifier.sent` keeps what was sent, for operators.
 */
export function notificationReactor(store: EventStore): AnyProjection {
  return defineProjection({
    name: 'notifier',
    version: 1,
    events: [RoleSwitched, UserApproved, PictureRemoved, VerificationStateChanged, CreditsDeposited],
    tables: ['sent'],
    createTables: (schema) => `
      create table "${schema}".sent (
        cause_id uuid primary key,
        user_id text not null,
        type text not null,
        at timestamptz not null
      );`,
    async handle(events, trx: Transaction<NotifierDatabase>) {
      for (const event of events) {
        const notification = notificationFor(event);
        if (!notification) continue;
        const notificationId = deterministicUuid(`notification:${event.id}`);
        await store.append(
          streams.notifications(notification.userId),
          [
            {
              id: notificationId,
              type: 'NotificationCreated',
              data: { notificationId, type: notification.type, body: null, causeId: event.id },
            },
          ],
          { metadata: { ...event.metadata, causationId: event.id } },
        );
        await trx
          .insertInto('sent')
          .values({ cause_id: event.id, user_id: notification.userId, type: notification.type, at: event.metadata.at })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    },
  });
}
