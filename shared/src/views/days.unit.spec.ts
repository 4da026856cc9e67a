import { describe, expect, it } from 'vitest';
import { addDays, dayInZone, startOfDayInZone, statisticsPeriod } from './days';

describe('statistics days in America/Toronto', () => {
  it('puts an evening view in Toronto on that day though it is already tomorrow in UTC', () => {
    expect(dayInZone('2026-03-10T03:30:00.000Z')).toBe('2026-03-09');
    expect(dayInZone('2026-03-10T05:00:00.000Z')).toBe('2026-03-10');
  });

  it('starts days at Toronto midnight in winter and in summer time', () => {
    expect(startOfDayInZone('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfDayInZone('2026-07-15').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    // The day the clocks go forward (2026-03-08) still begins at midnight standard time.
    expect(startOfDayInZone('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayInZone('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('does calendar arithmetic across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});

describe('statisticsPeriod', () => {
  it('answers the last 14 or 30 days, today included, as day points', () => {
    const period = statisticsPeriod('14d', '2026-03-05');
    expect(period).toMatchObject({ unit: 'day', from: '2026-02-20', to: '2026-03-05' });
    expect(period.buckets).toHaveLength(14);
    expect(period.buckets[0]).toEqual({ year: 2026, month: 2, day: 20 });
    expect(period.buckets.at(-1)).toEqual({ year: 2026, month: 3, day: 5 });
    expect(statisticsPeriod('30d', '2026-03-05').buckets).toHaveLength(30);
  });

  it('answers the last 6 or 12 calendar months, this one included, as month points', () => {
    const period = statisticsPeriod('6m', '2026-03-05');
    expect(period).toMatchObject({ unit: 'month', from: '2025-10-01', to: '2026-03-05' });
    expect(period.buckets.map((b) => `${b.year}-${b.month}`)).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-1',
      '2026-2',
      '2026-3',
    ]);
    expect(statisticsPeriod('12m', '2026-03-05').buckets).toHaveLength(12);
  });
});
