import type { StatisticsBucket } from '@annuaire/shared';
import { dateLocale } from '../common/fields';

/** docs/product.md §9 chart labels: month and day for the 14- and 30-day ranges, month and year for the others. */
export function bucketLabel(bucket: StatisticsBucket, locale: string): string {
  const date = new Date(Date.UTC(bucket.year, bucket.month - 1, bucket.day ?? 1));
  return date.toLocaleDateString(
    dateLocale(locale),
    bucket.day === undefined
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' },
  );
}
