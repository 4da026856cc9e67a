import type { RouteObject } from 'react-router';
import { page } from '@/app/page-route';

/** The favorites page (docs/product.md §2), for guests and members alike; its cards are the listings'. */
export function favoritesRoutes(): RouteObject[] {
  return [
    {
      path: 'favorites',
      ...page(() => import('./components/FavoritesPage').then((m) => m.FavoritesPage), ['directory']),
    },
  ];
}
