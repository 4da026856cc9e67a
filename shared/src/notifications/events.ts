import { z } from 'zod';
import { defineEvent } from '../events/catalogue';

/** Notification types of SPEC §3; title and description are derived from the type and the reader's language. */
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

export const notificationEvents = [NotificationCreated] as const;
