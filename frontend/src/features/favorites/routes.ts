import type { SitePage } from '@/lib/site-page';

/** The favorites page (docs/product.md §2), for guests and members alike; its cards are the listings'. */
export function favoritesPages(): SitePage[] {
  return [
    {
      path: 'favorites',
      load: () => import('./components/FavoritesPage').then((m) => m.FavoritesPage),
      namespaces: ['directory'],
    },
  ];
}
