import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { profileQuery } from './api/profile-query';

/**
 * The profile page's code and translations (the same module and namespaces as its route, routes.ts), so
 * opening a profile from a listing does not wait for them.
 */
export function preloadProfilePage(i18n: I18n): Promise<unknown> {
  return Promise.all([import('./components/ProfilePage'), i18n.loadNamespaces(['directory', 'profile'])]);
}

/**
 * The profile's answer under the page's own query key and fetcher, so the page opens from the cache, and the
 * page's chunk. A profile fetched within the query's `staleTime` is not fetched again; a failed fetch is left
 * for the page to retry when it opens.
 */
export async function prefetchProfile(queryClient: QueryClient, i18n: I18n, username: string): Promise<void> {
  await Promise.all([queryClient.prefetchQuery(profileQuery(username)), preloadProfilePage(i18n)]);
}
