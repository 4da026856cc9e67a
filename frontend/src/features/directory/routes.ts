import { LISTING_CATEGORIES } from '@annuaire/shared';
import type { SitePage } from '@/lib/site-page';

/** One loader for every category, so moving between categories keeps the listing page mounted. */
const listing = () => import('./components/ListingPage').then((m) => m.ListingPage);

/**
 * The listings (docs/product.md §2). A listing route per category segment (rather than a `:category` parameter) keeps
 * unrelated two-segment addresses on the not-found page; the rest of a listing address is read by the page
 * itself against the site's places.
 */
export function directoryPages(): SitePage[] {
  return LISTING_CATEGORIES.map((category) => ({ path: `${category}/*`, load: listing, namespaces: ['directory'] }));
}
