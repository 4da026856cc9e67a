const HOUR = 3_600_000;

/** docs/product.md §9 last-seen buckets, by hours since the last sign of life. */
export type LastSeenBucket = 'hour' | 'hours' | 'today' | 'yesterday' | 'days' | 'week' | 'longAgo';

const BUCKETS: readonly (readonly [maxHours: number, bucket: LastSeenBucket, inclusive: boolean])[] = [
  [1, 'hour', true],
  [12, 'hours', false],
  [24, 'today', false],
  [48, 'yesterday', false],
  [96, 'days', false],
  [168, 'week', false],
];

/** Up to 1 hour, under 12, under 24 (today), under 48 (yesterday), under 96 (last days), under 168 (this week). */
export function lastSeenBucket(lastSeenAt: string | null, now: Date): LastSeenBucket | null {
  if (!lastSeenAt) return null;
  const hours = Math.max(0, (now.getTime() - Date.parse(lastSeenAt)) / HOUR);
  if (Number.isNaN(hours)) return null;
  for (const [maxHours, bucket, inclusive] of BUCKETS) {
    if (inclusive ? hours <= maxHours : hours < maxHours) return bucket;
  }
  return 'longAgo';
}

/** Whole calendar months since registration; the page names them only from 1 on (docs/product.md §9). */
export function memberMonths(memberSince: string, now: Date): number {
  const since = new Date(memberSince);
  if (Number.isNaN(since.getTime())) return 0;
  let months = (now.getFullYear() - since.getFullYear()) * 12 + (now.getMonth() - since.getMonth());
  if (now.getDate() < since.getDate()) months -= 1;
  return Math.max(0, months);
}

/** Availability of docs/product.md §4: marked within 12 hours, marked for later (a future boost), or not. */
export function availabilityOf(profile: { onlineNow: boolean; online: string | null }, now: Date) {
  if (profile.onlineNow) return 'available' as const;
  if (profile.online && Date.parse(profile.online) > now.getTime()) return 'later' as const;
  return 'unavailable' as const;
}
