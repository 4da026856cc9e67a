import { describe, expect, it } from 'vitest';
import { availabilityOf, lastSeenBucket, memberMonths } from './last-seen';

const now = new Date('2026-11-22T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('last-seen buckets (docs/product.md §9)', () => {
  it.each([
    [0, 'hour'],
    [1, 'hour'],
    [1.01, 'hours'],
    [11.9, 'hours'],
    [12, 'today'],
    [23.9, 'today'],
    [24, 'yesterday'],
    [47.9, 'yesterday'],
    [48, 'days'],
    [95.9, 'days'],
    [96, 'week'],
    [167.9, 'week'],
    [168, 'longAgo'],
    [24 * 30, 'longAgo'],
  ])('%s hours ago reads as %s', (hours, bucket) => {
    expect(lastSeenBucket(hoursAgo(hours), now)).toBe(bucket);
  });

  it('has nothing to say without a date (ghost members)', () => {
    expect(lastSeenBucket(null, now)).toBeNull();
  });

  it('counts a date slightly ahead of the clock as just now', () => {
    expect(lastSeenBucket(hoursAgo(-0.1), now)).toBe('hour');
  });
});

describe('member since', () => {
  it('counts whole months only', () => {
    expect(memberMonths('2026-11-01T00:00:00Z', now)).toBe(0);
    expect(memberMonths('2026-10-23T00:00:00Z', now)).toBe(0);
    expect(memberMonths('2026-10-22T00:00:00Z', now)).toBe(1);
    expect(memberMonths('2024-05-10T00:00:00Z', now)).toBe(30);
  });
});

describe('availability', () => {
  it('is available within the 12 hours, later for a future mark, else unavailable', () => {
    expect(availabilityOf({ onlineNow: true, online: hoursAgo(2) }, now)).toBe('available');
    expect(availabilityOf({ onlineNow: false, online: hoursAgo(-5) }, now)).toBe('later');
    expect(availabilityOf({ onlineNow: false, online: hoursAgo(30) }, now)).toBe('unavailable');
    expect(availabilityOf({ onlineNow: false, online: null }, now)).toBe('unavailable');
  });
});
