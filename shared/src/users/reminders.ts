import type { Reminder } from './profile';
import type { UserState } from './state';

const HOUR = 3_600_000;

/** docs/product.md §9 reminder rules, in hours. */
export const REMINDER_RULES = {
  /** VIP reminder: escorts without active VIP whose account is older than this... */
  accountAgeHours: 120,
  /** ...and who were not reminded within this. Also the spacing of expiring reminders. */
  spacingHours: 504,
  /** VIP expired recently: expired within this many hours. */
  expiredWithinHours: 216,
  /** VIP expiring: between 1 and 4 days left. */
  expiringFromDays: 1,
  expiringToDays: 4,
} as const;

/**
 * Which VIP reminders are due for a user now (docs/product.md §4, §9). The site shows at most one modal, in the
 * priority expiring, expired, reminder; the server flags all three so the rule lives in one place.
 */
export function dueReminders(
  state: Pick<UserState, 'role' | 'vipUntil' | 'reminders' | 'registeredAt'>,
  now: Date,
): Record<Reminder, boolean> {
  const at = now.getTime();
  const since = (iso: string | undefined) => (iso ? (at - Date.parse(iso)) / HOUR : Number.POSITIVE_INFINITY);
  const vipUntil = state.vipUntil ? Date.parse(state.vipUntil) : null;
  const active = vipUntil !== null && vipUntil > at;
  const escort = state.role === 'escort';
  const daysLeft = active ? (vipUntil! - at) / (24 * HOUR) : 0;
  const hoursSinceExpiry = vipUntil !== null && !active ? (at - vipUntil) / HOUR : Number.POSITIVE_INFINITY;
  return {
    vipExpiringReminder:
      escort &&
      active &&
      daysLeft >= REMINDER_RULES.expiringFromDays &&
      daysLeft <= REMINDER_RULES.expiringToDays &&
      since(state.reminders.vipExpiringReminder) > REMINDER_RULES.spacingHours,
    vipExpiredReminder:
      escort &&
      hoursSinceExpiry <= REMINDER_RULES.expiredWithinHours &&
      // once per expiry: acknowledged after the VIP ended means already seen
      !(state.reminders.vipExpiredReminder && Date.parse(state.reminders.vipExpiredReminder) > vipUntil!),
    vipReminder:
      escort &&
      !active &&
      since(state.registeredAt ?? undefined) > REMINDER_RULES.accountAgeHours &&
      since(state.reminders.vipReminder) > REMINDER_RULES.spacingHours,
  };
}
