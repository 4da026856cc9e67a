import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { findUserById, type UserRecord, type UsersDatabase } from '@annuaire/projections';
import { isUnderReview, lastActiveAt, VISIBILITY_RULES, type UserState } from '@annuaire/shared';
import { HttpError } from '../api/errors';

const DAY = 86_400_000;

/**
 * SPEC §6 "messaging shown available when messaging on, not ghost, not under review, and online within
 * 21 days", applied to both ends of a message. A member's own requests count as activity, so for a
 * sender the 21 days only bite a session that records none (staff impersonating an inactive member).
 */
export function isMessagingAvailable(user: UserRecord | null, now: Date): user is UserRecord {
  if (!user || user.status !== 'active' || !user.state.exists) return false;
  const { state } = user;
  if (!state.messaging || state.ghost || isUnderReview(state, now)) return false;
  const active = lastActiveAt(state, now);
  return active !== null && now.getTime() - Date.parse(active) <= VISIBILITY_RULES.messagingActivityDays * DAY;
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
 * The check of SPEC §2 that hides /messages: ghost members. While ghost they are invisible, so they
 * neither read nor write conversations (every conversation route answers 403 `messaging_unavailable`).
 */
export async function requireMessagingReader(db: Kysely<UsersDatabase>, userId: string): Promise<UserState> {
  const user = await findUserById(db, userId);
  if (!user || user.state.ghost) throw messagingUnavailable();
  return user.state;
}

/** A live member by username, case-insensitively, or null. */
export async function findLiveUserByUsername(db: Kysely<UsersDatabase>, username: string): Promise<UserRecord | null> {
  const row = await db
    .withSchema('users')
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row ? findUserById(db, row.id) : null;
}
