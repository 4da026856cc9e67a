import type { RouteObject } from 'react-router';
import { page } from '@/app/page-route';

/** The advertiser profile page (docs/product.md §2); its cards and facts share the listings' translations. */
export function profileRoutes(): RouteObject[] {
  return [
    {
      path: 'user/:username',
      ...page(() => import('./components/ProfilePage').then((m) => m.ProfilePage), ['directory', 'profile']),
    },
  ];
}
