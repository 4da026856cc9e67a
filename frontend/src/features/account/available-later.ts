import { AVAILABLE_NOW_SKEW_MS } from '@annuaire/shared';

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallFormatter(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An instant's wall clock in the zone, read as if it were UTC (so two wall clocks subtract). */
function wallAsUtc(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallFormatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
}

/**
 * The next time the zone's clocks show `HH:MM` (docs/product.md §4 "available later"): today's if still ahead,
 * else tomorrow's. DST-aware (two passes, as the zone's offset may differ at the answer). Null for a malformed time.
 */
export function nextTimeInZone(time: string, now: Date, timeZone: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return null;
  const today = new Date(wallAsUtc(now.getTime(), timeZone));
  for (const plusDays of [0, 1]) {
    const target = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + plusDays, hour, minute);
    let guess = target;
    for (let pass = 0; pass < 2; pass++) guess = target - (wallAsUtc(guess, timeZone) - guess);
    if (guess - now.getTime() > AVAILABLE_NOW_SKEW_MS) return new Date(guess);
  }
  return null;
}
