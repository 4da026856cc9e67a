import type { UserRecord } from '@annuaire/projections';
import { isMessagingAvailable as availableState } from '@annuaire/shared';
import { HttpError } from '../api/errors';

/**
 * docs/product.md §6 for a member of the read model, applied to both ends of a message. A member's own requests
 * count as activity, so for a sender the 21 days only bite a session that records none (staff
 * impersonating an inactive member).
 */
export function isMessagingAvailable(user: UserRecord | null, now: Date): user is UserRecord {
  return user !== null && user.status === 'active' && user.state.exists && availableState(user.state, now);
}

export const messagingUnavailable = () =>
  new HttpError(
    403,
    'messaging_unavailable',
    'Messaging is not available on your account: it needs messaging on, no ghost mode, no pending review and recent activity',
  );

export const recipientUnavailable = () =>
  new HttpError(403, 'recipient_unavailable', 'This member cannot receive messages at the moment');

/**
 * The check of docs/product.md §2 that hides /messages: ghost members. While ghost they are invisible, so they
 * neither read nor write conversations (every conversation route answers 403 `messaging_unavailable`).
 */
export function requireMessagingReader(user: UserRecord): UserRecord {
  if (user.state.ghost) throw messagingUnavailable();
  return user;
}
