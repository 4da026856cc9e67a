import { LISTING_CATEGORIES } from '@annuaire/shared';
import type { RouteObject } from 'react-router';
import { page } from '@/app/page-route';

const listing = () => import('./components/ListingPage').then((m) => m.ListingPage);

/**
 * Listings, the advertiser profile page and favorites (SPEC §2). A listing route per category segment
 * (rather than a `:category` parameter) keeps unrelated two-segment addresses on the not-found page; the
 * rest of a listing address is read by the page itself against the site's places.
 */
export function directoryRoutes(): RouteObject[] {
  return [
    ...LISTING_CATEGORIES.map((category) => ({ path: `${category}/*`, ...page(listing, ['directory']) })),
    {
      path: 'user/:username',
      ...page(
        () => import('@/features/profile/components/ProfilePage').then((m) => m.ProfilePage),
        ['directory', 'profile'],
      ),
    },
    {
      path: 'favorites',
      ...page(
        () => import('@/features/favorites/components/FavoritesPage').then((m) => m.FavoritesPage),
        ['directory'],
      ),
    },
  ];
}
