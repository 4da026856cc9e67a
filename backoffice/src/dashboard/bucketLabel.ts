import type { Bucket } from './types';

/** SPEC §9 chart labels: month and day for the 14- and 30-day ranges, month and year for the others. */
export function bucketLabel(bucket: Bucket, locale: string): string {
  const tag = locale === 'fr' ? 'fr-CA' : 'en-CA';
  const date = new Date(Date.UTC(bucket.year, bucket.month - 1, bucket.day ?? 1));
  return date.toLocaleDateString(
    tag,
    bucket.day === undefined
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' },
  );
}
