import { AVAILABLE_NOW_SKEW_MS, dayInZone, instantInZone } from '@annuaire/shared';

/**
 * The next time the zone's clocks show `HH:MM` (docs/product.md §4 "available later"): today's if still ahead,
 * else tomorrow's, DST-aware (instantInZone). Null for a malformed time.
 */
export function nextTimeInZone(time: string, now: Date, timeZone: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return null;
  const [year, month, day] = dayInZone(now, timeZone).split('-').map(Number) as [number, number, number];
  for (const plusDays of [0, 1]) {
    const candidate = instantInZone({ year, month, day: day + plusDays, hour, minute }, timeZone);
    if (candidate.getTime() - now.getTime() > AVAILABLE_NOW_SKEW_MS) return candidate;
  }
  return null;
}
