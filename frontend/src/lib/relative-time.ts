/** Largest unit first: "3 days ago" rather than "72 hours ago". */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago" / "il y a 5 minutes", "now" / "maintenant" under a minute, in the page's language. */
export function formatRelativeTime(iso: string, now: Date, language: string): string {
  const format = new Intl.RelativeTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { numeric: 'auto', style: 'long' });
  const seconds = (Date.parse(iso) - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
