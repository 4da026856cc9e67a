import type { CurrentUser } from '@annuaire/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CURRENT_USER_KEY, useCurrentUser } from '@/lib/current-user';
import { toastDefaultError } from '@/lib/toast';
import { FAVORITES_KEY } from './keys';
import { recordFavoriteEvent } from './api/record-favorite';
import { setLocalFavorite, useLocalFavorites } from './local-favorites';

/** The profile a heart belongs to: its id, and whether it is VIP (for the statistics event). */
export interface FavoriteTarget {
  _id: string;
  vip: boolean;
}

/** Favorites wherever they live (docs/product.md §4): on this device for a guest, on the server for a member. */
export function useFavorites() {
  const { user } = useCurrentUser();
  const localIds = useLocalFavorites();
  const queryClient = useQueryClient();

  /**
   * A member's toggle shows at once (the cached member's map changes first) and is undone if the server
   * refuses. The request module loads on the first toggle: the listing's first download stays smaller.
   */
  const save = useCallback(
    async (id: string, favorite: boolean) => {
      await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
      const previous = queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY);
      if (previous) {
        const favorites = { ...previous.favorites };
        if (favorite) favorites[id] = true;
        else delete favorites[id];
        queryClient.setQueryData(CURRENT_USER_KEY, { ...previous, favorites });
      }
      try {
        const { setFavorite } = await import('./api/set-favorite');
        const favorites = await setFavorite(id, favorite);
        const current = queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY);
        if (current) queryClient.setQueryData(CURRENT_USER_KEY, { ...current, favorites });
      } catch {
        if (previous) queryClient.setQueryData(CURRENT_USER_KEY, previous);
        toastDefaultError();
      } finally {
        void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
      }
    },
    [queryClient],
  );

  const isFavorite = useCallback(
    (id: string) => (user ? user.favorites[id] === true : localIds.includes(id)),
    [localIds, user],
  );

  const toggle = useCallback(
    (target: FavoriteTarget) => {
      const favorite = !isFavorite(target._id);
      if (user) void save(target._id, favorite);
      else setLocalFavorite(target._id, favorite);
      if (favorite) recordFavoriteEvent(target);
    },
    [isFavorite, save, user],
  );

  return { signedIn: user !== null, memberId: user?._id ?? null, localIds, isFavorite, toggle };
}
