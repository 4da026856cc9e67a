import type { StatisticsRange } from './events';

/** docs/product.md §9: statistics days begin and end at midnight in Toronto, whatever the server's zone. */
export const STATISTICS_TIME_ZONE = 'America/Toronto';

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
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
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const toDay = (year: number, month: number, day: number): CalendarDay => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const partsOf = (day: CalendarDay) => day.split('-').map(Number) as [number, number, number];

/** The calendar day an instant falls on in the statistics zone. */
export function dayInZone(instant: Date | string, timeZone = STATISTICS_TIME_ZONE): CalendarDay {
  const { year, month, day } = wallClock(typeof instant === 'string' ? new Date(instant) : instant, timeZone);
  return toDay(year, month, day);
}

/**
 * The instant the zone's clocks show the given wall time (DST-aware: Toronto's changes happen at 2 a.m.). Two
 * passes: the zone's offset at the first guess may differ from the offset at the answer.
 */
export function instantInZone(
  wall: { year: number; month: number; day: number; hour?: number; minute?: number },
  timeZone = STATISTICS_TIME_ZONE,
): Date {
  const target = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0);
  let guess = target;
  for (let pass = 0; pass < 2; pass++) {
    const shown = wallClock(new Date(guess), timeZone);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second);
    guess = target - (shownAsUtc - guess);
  }
  return new Date(guess);
}

/** The instant a calendar day begins in the zone. */
export function startOfDayInZone(day: CalendarDay, timeZone = STATISTICS_TIME_ZONE): Date {
  const [year, month, date] = partsOf(day);
  return instantInZone({ year, month, day: date }, timeZone);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const [year, month, date] = partsOf(day);
  const shifted = new Date(Date.UTC(year, month - 1, date + days));
  return toDay(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** A chart point's label (docs/product.md §3 "year, month, optional day"): day points for 14d/30d, month points else. */
export interface StatisticsBucket {
  readonly year: number;
  readonly month: number;
  readonly day?: number;
}

export interface StatisticsPeriod {
  readonly unit: 'day' | 'month';
  /** First and last calendar day covered, both included. */
  readonly from: CalendarDay;
  readonly to: CalendarDay;
  readonly buckets: readonly StatisticsBucket[];
}

const RANGE_SPANS: Record<StatisticsRange, { unit: 'day' | 'month'; count: number }> = {
  '14d': { unit: 'day', count: 14 },
  '30d': { unit: 'day', count: 30 },
  '6m': { unit: 'month', count: 6 },
  '12m': { unit: 'month', count: 12 },
};

/** The buckets of a range ending today: the last N days, or the last N calendar months (this one included). */
export function statisticsPeriod(range: StatisticsRange, today: CalendarDay): StatisticsPeriod {
  const { unit, count } = RANGE_SPANS[range];
  const [year, month] = partsOf(today);
  if (unit === 'day') {
    const from = addDays(today, -(count - 1));
    const buckets = Array.from({ length: count }, (_, i) => {
      const [y, m, d] = partsOf(addDays(from, i));
      return { year: y, month: m, day: d };
    });
    return { unit, from, to: today, buckets };
  }
  const buckets = Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 1 - (count - 1) + i, 1));
    return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1 };
  });
  return { unit, from: toDay(buckets[0]!.year, buckets[0]!.month, 1), to: today, buckets };
}

/** The key of the bucket a day falls in, comparable with `bucketKey`. */
export function bucketKeyOfDay(day: CalendarDay, unit: 'day' | 'month'): string {
  return unit === 'day' ? day : day.slice(0, 7);
}

export function bucketKey(bucket: StatisticsBucket): string {
  const month = `${pad(bucket.year, 4)}-${pad(bucket.month)}`;
  return bucket.day === undefined ? month : `${month}-${pad(bucket.day)}`;
}
