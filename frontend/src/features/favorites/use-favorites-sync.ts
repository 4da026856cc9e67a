import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CURRENT_USER_KEY, useCurrentUser } from '@/lib/current-user';
import { ApiError } from '@/lib/api-client';
import { FAVORITES_KEY } from './keys';
import { readLocalFavorites, writeLocalFavorites } from './local-favorites';

/**
 * Sends a guest's favorites to the member's account; answers the ids to keep locally. A profile gone
 * since (404) is dropped; any other failure keeps its id for the next sign-in, so nothing is lost.
 */
export async function mergeLocalFavorites(
  localIds: readonly string[],
  serverIds: ReadonlySet<string>,
): Promise<string[]> {
  // Loaded here, not with the shell: a merge happens once, at sign-in, and only for guests who saved some.
  const { setFavorite } = await import('./api/set-favorite');
  const kept: string[] = [];
  // Oldest first, so the member's list ends in the order the guest saved them.
  for (const id of [...localIds].reverse()) {
    if (serverIds.has(id)) continue;
    try {
      await setFavorite(id, true);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) kept.unshift(id);
    }
  }
  return kept;
}

/**
 * Mounted once in the shell: when someone signs in with favorites saved as a guest on this device, they are
 * PATCHed to the account, the local list is cleared, and the member's data is fetched again (docs/product.md §4).
 */
export function useFavoritesSync(): void {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const mergedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!user) {
      mergedFor.current = null;
      return;
    }
    if (mergedFor.current === user._id) return;
    const localIds = readLocalFavorites();
    if (localIds.length === 0) return;
    mergedFor.current = user._id;
    void mergeLocalFavorites(localIds, new Set(Object.keys(user.favorites))).then(async (kept) => {
      writeLocalFavorites(kept);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      await queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    });
  }, [queryClient, user]);
}
