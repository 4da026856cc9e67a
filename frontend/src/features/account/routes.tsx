import type { RouteObject } from 'react-router';
import { page } from '@/app/page-route';

const member = { access: 'loggedIn', forbidAdvertiser: true } as const;

/**
 * The member's own area: profile, editing, credits, history, settings (docs/product.md §2). Advertisers have no own
 * profile or credit history: those pages send them home; settings are for every member.
 */
export function accountRoutes(): RouteObject[] {
  return [
    {
      path: 'profile',
      ...page(
        () => import('./components/profile/ProfilePage').then((m) => m.ProfilePage),
        ['account', 'directory', 'profile'],
        member,
      ),
    },
    {
      path: 'edit',
      ...page(
        () => import('./components/edit/EditProfilePage').then((m) => m.EditProfilePage),
        ['account', 'directory', 'profile', 'validation'],
        member,
      ),
    },
    {
      path: 'transaction-history',
      ...page(
        () => import('./components/history/TransactionHistoryPage').then((m) => m.TransactionHistoryPage),
        ['account'],
        member,
      ),
    },
    {
      path: 'settings',
      ...page(
        () => import('./components/settings/SettingsPage').then((m) => m.SettingsPage),
        ['account', 'validation'],
        {
          access: 'loggedIn',
        },
      ),
    },
  ];
}
