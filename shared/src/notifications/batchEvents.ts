import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';
import { CustomNotificationBody } from './events';

/**
 * Who a batch reaches (docs/product.md §3 Notification batch), among live accounts: everyone, escorts, clients
 * (not libertine), libertines (the flag), members with an active VIP, advertisers.
 */
export const RECIPIENT_CATEGORIES = ['all', 'escorts', 'clients', 'libertines', 'vip', 'advertisers'] as const;
export type RecipientCategory = (typeof RECIPIENT_CATEGORIES)[number];

/**
 * Event of the `notificationBatch-{batchId}` stream, appended once the batch's notifications are all
 * appended: the staff list of sent batches, with the audience as it was asked for.
 */
export const NotificationBatchSent = defineEvent(
  'NotificationBatchSent',
  z.object({
    batchId: z.string().min(1).max(64),
    recipientCategory: z.enum(RECIPIENT_CATEGORIES),
    activityDateGreaterThan: z.iso.datetime({ offset: true }).nullable(),
    body: CustomNotificationBody,
    count: z.number().int().min(0),
  }),
);

export const notificationBatchEvents = [NotificationBatchSent] as const;

export type NotificationBatchEvent = DataOf<(typeof notificationBatchEvents)[number]>;
