import { variant } from '@/config/variant';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "21:00" of an "available later" time (docs/product.md §4), in the site's time zone (America/Toronto), whatever
 * the reader's or the server's zone, so the server render and the browser write the same text.
 */
export function availableFromTime(iso: string, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: variant.timeZone,
    });
    formatters.set(locale, formatter);
  }
  // fr-CA writes "21 h 00"; the product writes 21:00 in both languages.
  return formatter
    .formatToParts(new Date(iso))
    .filter((part) => part.type === 'hour' || part.type === 'minute')
    .map((part) => part.value)
    .join(':');
}
