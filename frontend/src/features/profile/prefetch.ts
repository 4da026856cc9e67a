import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A listing card's prefetch (issue 16 §7): the profile's data and page, so opening it from the listing is
 * instant. The work itself (prefetch-profile.ts) downloads with the first prefetch, not with the listing,
 * whose first load has no room for it. A failure is only logged: the page loads what it needs when it opens.
 */
export function useProfilePrefetch(): (card: { username: string }) => void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useCallback(
    ({ username }) => {
      import('./prefetch-profile')
        .then((module) => module.prefetchProfile(queryClient, i18n, username))
        .catch((error: unknown) => console.warn('Could not prefetch the profile', error));
    },
    [queryClient, i18n],
  );
}
