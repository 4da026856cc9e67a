import type { Context } from 'koa';
import type { NotificationRecord } from '@annuaire/projections';
import { notificationText, type NotificationLanguage } from '@annuaire/shared';
import type { Config } from '../config';

/**
 * The reader's language: `?lang=`, else the browser's preference, else the variant's default (French
 * on the Quebec site, English on the Canadian one).
 */
export function languageOf(
  ctx: Context,
  config: Pick<Config, 'WEBSITE'>,
  lang?: NotificationLanguage,
): NotificationLanguage {
  if (lang) return lang;
  if (ctx.get('accept-language')) {
    const preferred = ctx.acceptsLanguages('fr', 'en');
    if (preferred === 'fr' || preferred === 'en') return preferred;
  }
  return config.WEBSITE === 'QC' ? 'fr' : 'en';
}

/** A notification as the API answers it (SPEC §3): title and description in the reader's language. */
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
