import type { SitePage } from '@/lib/site-page';

/** The advertiser profile page (docs/product.md §2); its cards and facts share the listings' translations. */
export function profilePages(): SitePage[] {
  return [
    {
      path: 'user/:username',
      load: () => import('./components/ProfilePage').then((m) => m.ProfilePage),
      namespaces: ['directory', 'profile'],
    },
  ];
}
