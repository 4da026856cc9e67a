import { createCache } from '@annuaire/shared';
import { listingTotal, type ListingFilter } from '@annuaire/projections';
import type { ApiDependencies } from '../api/dependencies';

const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

/**
 * Listing totals (page numbers) change only with the snapshot and the clock's time rules, yet counting
 * a busy city costs more than the page itself: remember each count for 30 seconds per snapshot, and count a busy
 * listing once for the requests asking together (shared/src/cache). Pages stay exact; only "page 3 of 12" may lag
 * a change by that long.
 */
export function listingTotals(db: ApiDependencies['db'], now?: () => number) {
  const counts = createCache<number>({ ttlMs: TTL_MS, maxEntries: MAX_ENTRIES, evict: 'oldestInserted', now });
  return (filter: ListingFilter, page: { snapshot: number; now: Date }): Promise<number> => {
    const key = JSON.stringify([
      page.snapshot,
      filter.listing,
      filter.genders,
      filter.travel,
      filter.contact,
      filter.only,
      // "Available now" and "VIP" move with the clock: counted per minute, not per snapshot alone.
      filter.only?.length ? Math.floor(page.now.getTime() / 60_000) : 0,
    ]);
    return counts.get(key, () => listingTotal(db, filter, page));
  };
}
