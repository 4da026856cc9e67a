import type { SitePage } from '@/lib/site-page';

const member = { access: 'loggedIn', forbidAdvertiser: true } as const;

/**
 * The member's own area: profile, editing, credits, history, settings (docs/product.md §2). Advertisers have no own
 * profile or credit history: those pages send them home; settings are for every member.
 */
export function accountPages(): SitePage[] {
  return [
    {
      path: 'profile',
      load: () => import('./components/profile/ProfilePage').then((m) => m.ProfilePage),
      namespaces: ['account', 'directory', 'profile'],
      guard: member,
    },
    {
      path: 'edit',
      load: () => import('./components/edit/EditProfilePage').then((m) => m.EditProfilePage),
      namespaces: ['account', 'directory', 'profile', 'validation'],
      guard: member,
    },
    {
      path: 'transaction-history',
      load: () => import('./components/history/TransactionHistoryPage').then((m) => m.TransactionHistoryPage),
      namespaces: ['account'],
      guard: member,
    },
    {
      path: 'settings',
      load: () => import('./components/settings/SettingsPage').then((m) => m.SettingsPage),
      namespaces: ['account', 'validation'],
      guard: { access: 'loggedIn' },
    },
  ];
}
