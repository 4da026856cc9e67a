import { z } from 'zod';
import { blankToNull, CustomNotificationBody, NOTIFICATION_TYPES, RECIPIENT_CATEGORIES } from '@annuaire/shared';
import { CreateNotificationBody } from '../../notifications/schema';
import { resourceQuery } from '../common/simpleRest';

export { CreateNotificationBody };

export const AdminNotificationsQuery = resourceQuery(['createdAt'], {
  userId: z.string().min(1).max(64),
  type: z.enum(NOTIFICATION_TYPES),
  dismissed: z.boolean(),
  read: z.boolean(),
});

export const BatchesQuery = resourceQuery(['sentAt', 'count'], { recipientCategory: z.enum(RECIPIENT_CATEGORIES) });

/** A date input sends `2026-05-01`, a date-time input an ISO instant; a cleared one `''` or null. */
const ActivityDate = z.preprocess(
  blankToNull,
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()])
    .transform((value) => new Date(value))
    .nullable(),
);

/** A batch from the backoffice: the audience (SPEC §3 Notification batch) and the custom text in both languages. */
export const CreateBatchBody = z
  .object({
    recipientCategory: z.enum(RECIPIENT_CATEGORIES),
    activityDateGreaterThan: ActivityDate.optional(),
    body: CustomNotificationBody,
    /** Send the same id again to retry a batch: members already notified are not notified twice. */
    batchId: z.uuid().optional(),
  })
  .strict();
