import type { Locale } from '@/config/variant';
import type { StatisticsPoint } from '../../api/get-statistics';

/**
 * docs/product.md §9 chart labels: month and day for the day ranges (14d, 30d), month and year for the month ranges
 * (6m, 12m). The bucket is a calendar day or month already (America/Toronto), so it is formatted as a
 * UTC date to keep it from shifting.
 */
export function bucketLabel(
  point: Pick<StatisticsPoint, 'year' | 'month' | 'day'>,
  unit: 'day' | 'month',
  locale: Locale,
): string {
  const date = new Date(Date.UTC(point.year, point.month - 1, point.day ?? 1));
  const options: Intl.DateTimeFormatOptions =
    unit === 'day'
      ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
      : { month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(`${locale}-CA`, options).format(date);
}

/** The three counts the member sees (docs/product.md §3 view names). */
export const METRICS = [
  { key: 'views', name: 'user_view' },
  { key: 'contacts', name: 'user_contact' },
  { key: 'favorites', name: 'user_favorite' },
] as const;
export type Metric = (typeof METRICS)[number];
