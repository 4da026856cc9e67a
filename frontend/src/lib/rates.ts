import type { SpokenLanguage } from '@annuaire/shared';
import type { TFunction } from 'i18next';

/** The durations the rates editor offers (minutes); the schema accepts any whole number from 15 to 1440. */
export const RATE_DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240, 360, 720, 1440] as const;

/** "30 min", "1 h", "1 h 30": a rate's duration as people write it, in the page's language. */
export function durationText(minutes: number, t: TFunction<'profile'>): string {
  if (minutes < 60) return t('facts.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('facts.hours', { count: hours }) : t('facts.hoursMinutes', { hours, minutes: rest });
}

/**
 * A price in whole Canadian dollars as each language writes it ("250 $" in French, "$250" in English). Written by
 * hand rather than with Intl: the server's and the browser's ICU may space French amounts differently, which
 * would break hydration of the server-rendered profile.
 */
export function priceText(price: number, locale: 'fr' | 'en'): string {
  return locale === 'fr' ? `${price}\u00a0$` : `$${price}`;
}

/** A spoken language's name in the page's language (the list is fixed: shared `SPOKEN_LANGUAGES`). */
export const languageName = (code: SpokenLanguage, t: TFunction<'profile'>) => t(`facts.languageNames.${code}`);
