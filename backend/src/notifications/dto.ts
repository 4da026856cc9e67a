import type { NotificationRecord } from '@annuaire/projections';
import { notificationText, type NotificationLanguage } from '@annuaire/shared';

/** A notification as the API answers it (docs/product.md §3): title and description in the reader's language. */
export function toNotificationDto(record: NotificationRecord, language: NotificationLanguage) {
  const { title, description } = notificationText(record.type, record.body, language);
  return {
    _id: record.id,
    userId: record.userId,
    type: record.type,
    read: record.read,
    dismissed: record.dismissed,
    title,
    description,
    /** Both languages of a custom notification, for the backoffice; null for the other types. */
    body: record.body,
    createdAt: record.createdAt,
  };
}
