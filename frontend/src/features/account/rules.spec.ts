import { describe, expect, it } from 'vitest';
import { bucketLabel } from './components/statistics/labels';
import { availabilityOf, headlineRank, isUnderReview, pictureLimit, showsVipPromotion, vipOnlyOnQuebec } from './rules';
import { anAccount, aRank } from './testing';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const FUTURE = '2026-04-01T00:00:00.000Z';
const PAST = '2026-03-01T00:00:00.000Z';

describe('account rules', () => {
  it('reads availability: ghost hides everything, else online set or not', () => {
    expect(availabilityOf({ ghost: true, online: PAST })).toBe('ghost');
    expect(availabilityOf({ ghost: false, online: PAST })).toBe('available');
    expect(availabilityOf({ ghost: false, online: null })).toBe('unavailable');
  });

  it('promotes VIP to women and trans women escorts without an active VIP only', () => {
    expect(showsVipPromotion(anAccount({ gender: 'trans-woman' }), NOW)).toBe(true);
    expect(showsVipPromotion(anAccount({ vip: PAST }), NOW)).toBe(true);
    expect(showsVipPromotion(anAccount({ vip: FUTURE }), NOW)).toBe(false);
    expect(showsVipPromotion(anAccount({ gender: 'trans-man' }), NOW)).toBe(false);
    expect(showsVipPromotion(anAccount({ role: 'client', libertine: true }), NOW)).toBe(false);
  });

  it('keeps links and rotation for VIPs in Quebec only', () => {
    expect(vipOnlyOnQuebec('QC', anAccount(), NOW)).toBe(false);
    expect(vipOnlyOnQuebec('QC', anAccount({ vip: FUTURE }), NOW)).toBe(true);
    expect(vipOnlyOnQuebec('CA', anAccount(), NOW)).toBe(true);
  });

  it('limits pictures by role and VIP (docs/product.md §9)', () => {
    expect(pictureLimit(anAccount({ role: 'client' }), NOW)).toBe(3);
    expect(pictureLimit(anAccount({ role: 'client', libertine: true }), NOW)).toBe(8);
    expect(pictureLimit(anAccount(), NOW)).toBe(8);
    expect(pictureLimit(anAccount({ vip: FUTURE }), NOW)).toBe(16);
  });

  it('puts a pending escort under review for 12 hours, or while a verification is open', () => {
    const fresh = anAccount({ pending: true, createdAt: '2026-03-10T06:00:00.000Z' });
    expect(isUnderReview(fresh, NOW)).toBe(true);
    expect(isUnderReview({ ...fresh, createdAt: '2026-03-09T06:00:00.000Z' }, NOW)).toBe(false);
    expect(isUnderReview({ ...fresh, createdAt: PAST, verificationState: 'verificationRequested' }, NOW)).toBe(true);
  });

  it('shows the rank of the main place in the member’s own category', () => {
    const ranks = [
      aRank(40, { listing: 'all/montreal', category: 'all', city: null }),
      aRank(20, { listing: 'female-escorts/montreal', city: null }),
      aRank(5, { listing: 'female-escorts/montreal/ville-marie' }),
      aRank(2, { listing: 'female-escorts/laval', region: 'laval', city: null }),
    ];
    expect(headlineRank(ranks, { region: 'montreal', city: 'ville-marie' })?.position).toBe(5);
    expect(headlineRank(ranks, { region: 'laval', city: null })?.position).toBe(2);
    expect(headlineRank([], null)).toBeNull();
  });

  it('labels chart buckets per docs/product.md §9: month and day, or month and year', () => {
    expect(bucketLabel({ year: 2026, month: 3, day: 5 }, 'day', 'en')).toBe('Mar 5');
    expect(bucketLabel({ year: 2026, month: 3, day: 5 }, 'day', 'fr')).toBe('5 mars');
    expect(bucketLabel({ year: 2026, month: 3 }, 'month', 'en')).toBe('Mar 2026');
    expect(bucketLabel({ year: 2026, month: 3 }, 'month', 'fr')).toBe('mars 2026');
  });
});
