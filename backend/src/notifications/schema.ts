import { z } from 'zod';
import {
  blankToNull,
  CustomNotificationBody,
  NOTIFICATION_LANGUAGES,
  NOTIFICATION_TYPES,
  RECIPIENT_CATEGORIES,
} from '@annuaire/shared';
import { resourceQuery } from '../api/simpleRest';

export const NotificationIdParams = z.object({ id: z.string().min(1).max(64) });

export const ListNotificationsQuery = z.object({
  scope: z.enum(['mine', 'all']).default('mine'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  lang: z.enum(NOTIFICATION_LANGUAGES).optional(),
});
export const LangQuery = z.object({ lang: z.enum(NOTIFICATION_LANGUAGES).optional() });

/** Staff create one notification; `custom` needs its text in both languages, the other types none. */
export const CreateNotificationBody = z
  .object({
    userId: z.string().min(1).max(64),
    type: z.enum(NOTIFICATION_TYPES),
    body: CustomNotificationBody.optional(),
  })
  .strict()
  .refine((input) => (input.type === 'custom') === (input.body !== undefined), {
    message: 'body {fr: {title, description}, en: {title, description}} is required for custom, and only for it',
    path: ['body'],
  });

export const MarkReadBody = z.union([
  z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(1000) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);

const ActivityDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((value) => new Date(value));

export const BatchAudience = z.object({
  recipientCategory: z.enum(RECIPIENT_CATEGORIES),
  /** Only members active (seen, available or registered) after this moment. */
  activityDateGreaterThan: ActivityDate.optional(),
});

export const BatchCountBody = BatchAudience.strict();
export const CreateBatchBody = BatchAudience.extend({
  type: z.literal('custom'),
  body: CustomNotificationBody,
  /** Send the same id again to retry a batch: members already notified are not notified twice. */
  batchId: z.uuid().optional(),
}).strict();

/** The backoffice's list of every member's notifications (`/api/admin/notifications`). */
export const AdminNotificationsQuery = resourceQuery(['createdAt'], {
  userId: z.string().min(1).max(64),
  type: z.enum(NOTIFICATION_TYPES),
  dismissed: z.boolean(),
  read: z.boolean(),
});

export const BatchesQuery = resourceQuery(['sentAt', 'count'], { recipientCategory: z.enum(RECIPIENT_CATEGORIES) });

/** A date input sends `2026-05-01`, a date-time input an ISO instant; a cleared one `''` or null. */
const FormActivityDate = z.preprocess(
  blankToNull,
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()])
    .transform((value) => new Date(value))
    .nullable(),
);

/** A batch from the backoffice: the audience (docs/product.md §3 Notification batch) and the custom text in both languages. */
export const AdminCreateBatchBody = z
  .object({
    recipientCategory: z.enum(RECIPIENT_CATEGORIES),
    activityDateGreaterThan: FormActivityDate.optional(),
    body: CustomNotificationBody,
    /** Send the same id again to retry a batch: members already notified are not notified twice. */
    batchId: z.uuid().optional(),
  })
  .strict();
