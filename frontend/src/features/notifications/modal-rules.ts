import type { Notification } from './api/get-notifications';

/** docs/product.md §4: the notification types important enough to interrupt the member with a modal. */
export const BLOCKING_TYPES: readonly string[] = ['creditsBalanceUpdated', 'accountApproved', 'custom'];

/** docs/product.md §4: the newest unread notification of a blocking type, leaving out those already shown. */
export function pickBlockingNotification(
  notifications: readonly Notification[],
  alreadyShown: ReadonlySet<string>,
): Notification | null {
  const candidates = notifications.filter(
    (item) => !item.read && BLOCKING_TYPES.includes(item.type) && !alreadyShown.has(item._id),
  );
  return candidates.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}

/** docs/product.md §3 reminder keys, in the priority of docs/product.md §4: VIP expiring, VIP expired, VIP reminder. */
export const REMINDER_PRIORITY = ['vipExpiringReminder', 'vipExpiredReminder', 'vipReminder'] as const;
export type ReminderKey = (typeof REMINDER_PRIORITY)[number];
export type DueReminders = Partial<Record<ReminderKey, boolean>>;

/** The one reminder to show: the server flags every due one, the site shows only the most pressing. */
export function pickReminder(due: DueReminders): ReminderKey | null {
  return REMINDER_PRIORITY.find((key) => due[key] === true) ?? null;
}

/**
 * docs/product.md §4: no reminder modal under the test runner. Automated browsers say so (`navigator.webdriver`),
 * and a reminder popping over an end-to-end journey would only get in its way.
 */
export function underTestRunner(): boolean {
  return typeof navigator !== 'undefined' && navigator.webdriver === true;
}
