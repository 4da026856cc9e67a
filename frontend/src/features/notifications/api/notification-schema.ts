import * as z from 'zod/mini';

/** A notification (docs/product.md §3), its title and description already in the reader's language. */
export const Notification = z.object({
  _id: z.string(),
  type: z.string(),
  read: z.boolean(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

/** GET /api/notifications: the newest page, and the unread count over all of them. */
export const NotificationsPage = z.object({
  data: z.array(Notification),
  extraData: z.object({ total: z.number(), unread: z.number() }),
});
export type NotificationsPage = z.infer<typeof NotificationsPage>;
