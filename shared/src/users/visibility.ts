import type { UserState } from './state';

const HOUR = 3_600_000;

/** docs/product.md §9 and §6 time rules for who shows where. */
export const VISIBILITY_RULES = {
  /** A profile unseen for this many days drops out of listings and search. */
  inactiveDays: 18,
  /** A pending escort stays under review this long after registering. */
  underReviewHours: 12,
  /** "New" badge window. */
  newUserHours: 3,
  /** Messaging is offered only to members seen within this many days. */
  messagingActivityDays: 21,
} as const;

const OPEN_VERIFICATION = new Set(['verificationRequested', 'verificationRequestedAgain', 'verificationPending']);

/** A verification asked for or awaiting staff: it keeps a pending profile under review. */
export const hasOpenVerification = (user: Pick<UserState, 'verificationState'>) =>
  user.verificationState !== null && OPEN_VERIFICATION.has(user.verificationState);

type ReviewFields = Pick<
  UserState,
  'pending' | 'libertine' | 'role' | 'verificationState' | 'registeredAt' | 'profileCompletionRequested'
>;

/**
 * Under review (docs/product.md §4): pending and either libertine, or asked by staff to complete the profile, or
 * with a verification open, or an escort registered less than 12 hours ago.
 */
export function isUnderReview(user: ReviewFields, now: Date): boolean {
  if (!user.pending) return false;
  if (user.libertine || user.profileCompletionRequested || hasOpenVerification(user)) return true;
  const registered = user.registeredAt ? Date.parse(user.registeredAt) : now.getTime();
  return user.role === 'escort' && now.getTime() - registered < VISIBILITY_RULES.underReviewHours * HOUR;
}

/** How far ahead a member may mark themselves available (docs/product.md §4, §9). */
export const AVAILABLE_LATER_MAX_HOURS = 24;
/** A mark this close ahead is "now": the member's clock may run a little ahead of the server's. */
export const AVAILABLE_NOW_SKEW_MS = 2 * 60_000;

/**
 * Whether an availability mark is "available later" at `now` (docs/product.md §4): a time still to come. Derived
 * at read, so the member becomes available at that time without anything being written then.
 */
export const isAvailableLater = (user: Pick<UserState, 'online' | 'ghost'>, now: Date) =>
  !user.ghost && user.online !== null && Date.parse(user.online) > now.getTime();

/** The last sign of life: a sign-in or activity, an availability mark in the past, or registration. */
export function lastActiveAt(
  user: Pick<UserState, 'lastSeenAt' | 'online' | 'registeredAt'>,
  now: Date,
): string | null {
  const candidates = [user.lastSeenAt, user.registeredAt, user.online]
    .filter((value): value is string => value !== null)
    .filter((value) => Date.parse(value) <= now.getTime());
  return candidates.sort().at(-1) ?? null;
}

/** Profile holders: escorts, and members flagged libertine (docs/product.md §1). */
export const isProfileHolder = (user: Pick<UserState, 'role' | 'libertine'>) =>
  user.role === 'escort' || user.libertine;

/** docs/product.md §6: messaging is available with messaging on, not ghost, not under review, seen within 21 days. */
export function isMessagingAvailable(user: UserState, now: Date): boolean {
  if (!user.messaging || user.ghost || isUnderReview(user, now)) return false;
  const active = lastActiveAt(user, now);
  return active !== null && now.getTime() - Date.parse(active) <= VISIBILITY_RULES.messagingActivityDays * 24 * HOUR;
}

/**
 * Whether a profile appears in public listings and search (docs/product.md §4, §6, §9): a live profile holder,
 * not ghost, not under review, seen within 18 days unless staff made it static.
 */
export function isListed(user: UserState, now: Date): boolean {
  if (!user.exists || user.deleted || user.mergedInto || !isProfileHolder(user) || user.ghost) return false;
  if (isUnderReview(user, now)) return false;
  if (user.isStatic) return true;
  const active = lastActiveAt(user, now);
  return active !== null && now.getTime() - Date.parse(active) <= VISIBILITY_RULES.inactiveDays * 24 * HOUR;
}
