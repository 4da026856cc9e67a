import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';

/** Notification types of docs/product.md §3; title and description are derived from the type and the reader's language. */
export const NOTIFICATION_TYPES = [
  'pictureRemoved',
  'creditsBalanceUpdated',
  'roleUpdatedEscort',
  'roleUpdatedClient',
  'accountApproved',
  'actionTakenOnReportedUser',
  'verificationRequested',
  'verificationRequestedAgain',
  'custom',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const LocalizedText = z.object({ title: z.string().min(1).max(120), description: z.string().max(1000) });

/** Events of the `notifications-{userId}` stream. */
export const NotificationCreated = defineEvent(
  'NotificationCreated',
  z.object({
    notificationId: z.string().min(1).max(64),
    type: z.enum(NOTIFICATION_TYPES),
    /** Only for `custom`: the text per locale. */
    body: z.object({ fr: LocalizedText, en: LocalizedText }).nullable(),
    /** What caused it (an event id), so a notification is created once per cause. */
    causeId: z.string().min(1).max(64).nullable(),
  }),
);

const NotificationIds = z.array(z.string().min(1).max(64)).min(1).max(1000);

/** The member saw these notifications (clicked one, or closed the popover: docs/product.md §4). */
export const NotificationRead = defineEvent('NotificationRead', z.object({ notificationIds: NotificationIds }));
/** The member removed these from their list; they stay in the log for the audit. */
export const NotificationDismissed = defineEvent(
  'NotificationDismissed',
  z.object({ notificationIds: NotificationIds }),
);

export const notificationEvents = [NotificationCreated, NotificationRead, NotificationDismissed] as const;

/** The notifications stream's events as a discriminated union on `type`. */
export type NotificationEvent = DataOf<(typeof notificationEvents)[number]>;

/** The custom body of docs/product.md §3: a title and description per locale; staff write both. */
const LocalizedInput = z
  .object({ title: z.string().trim().min(1).max(120), description: z.string().trim().max(1000) })
  .strict();
export const CustomNotificationBody = z.object({ fr: LocalizedInput, en: LocalizedInput }).strict();
export type CustomNotificationBody = z.infer<typeof CustomNotificationBody>;
