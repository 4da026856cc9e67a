import {
  unreachable,
  type CustomNotificationBody,
  type NotificationEvent,
  type NotificationType,
} from '@annuaire/shared';
import { notFoundError, type Decider } from '../domain/decider';

/** `ids: 'all'` reads or dismisses every notification still in the member's list. */
export type NotificationCommand =
  | {
      type: 'Create';
      notificationId: string;
      notificationType: NotificationType;
      body: CustomNotificationBody | null;
      causeId: string | null;
    }
  | { type: 'MarkRead'; ids: readonly string[] | 'all' }
  | { type: 'Dismiss'; ids: readonly string[] | 'all' };

export interface NotificationsState {
  /** Every notification of the member, in creation order, with its flags. */
  readonly items: Readonly<Record<string, { readonly read: boolean; readonly dismissed: boolean }>>;
}

/** Events carry at most this many ids (the event schema's bound); larger sets split over several events. */
const IDS_PER_EVENT = 1000;

function chunks(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_EVENT) out.push(ids.slice(i, i + IDS_PER_EVENT));
  return out;
}

/** The ids a command targets; naming a dismissed or unknown one is a 404 (another member's, perhaps). */
function targets(state: NotificationsState, ids: readonly string[] | 'all'): string[] {
  const listed = Object.keys(state.items).filter((id) => !state.items[id]!.dismissed);
  if (ids === 'all') return listed;
  for (const id of ids) if (!state.items[id] || state.items[id].dismissed) throw notFoundError('Notification');
  return [...new Set(ids)];
}

/** One member's notifications (`notifications-{userId}`): created once per cause, read, dismissed. */
export const notificationsDecider: Decider<NotificationCommand, NotificationEvent, NotificationsState> = {
  initialState: { items: {} },
  evolve(state, event) {
    switch (event.type) {
      case 'NotificationCreated':
        return { items: { ...state.items, [event.data.notificationId]: { read: false, dismissed: false } } };
      case 'NotificationRead':
      case 'NotificationDismissed': {
        const items = { ...state.items };
        const change = event.type === 'NotificationRead' ? { read: true } : { dismissed: true };
        for (const id of event.data.notificationIds) if (items[id]) items[id] = { ...items[id], ...change };
        return { items };
      }
      default:
        return unreachable(event, 'notification event');
    }
  },
  decide(command, state): NotificationEvent[] {
    switch (command.type) {
      case 'Create':
        if (state.items[command.notificationId]) return [];
        return [
          {
            type: 'NotificationCreated',
            data: {
              notificationId: command.notificationId,
              type: command.notificationType,
              body: command.body,
              causeId: command.causeId,
            },
          },
        ];
      case 'MarkRead': {
        const unread = targets(state, command.ids).filter((id) => !state.items[id]!.read);
        return chunks(unread).map((notificationIds) => ({ type: 'NotificationRead', data: { notificationIds } }));
      }
      case 'Dismiss':
        return chunks(targets(state, command.ids)).map((notificationIds) => ({
          type: 'NotificationDismissed',
          data: { notificationIds },
        }));
      default:
        return unreachable(command, 'notification command');
    }
  },
};
