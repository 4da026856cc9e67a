import type { ContactChanges, CurrentUser, ProfileChanges } from '@annuaire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentUserSchema } from '@/lib/current-user';
import { storeOwnAccount } from './own-account';
import { RANK_KEY } from './get-rank';

/** What PATCH /api/user takes (docs/api.md): availability, ghost mode, profile and contact fields. */
export type AccountChanges = ProfileChanges &
  ContactChanges & {
    /** Now (ISO) to show as available, null to stop. */
    online?: string | null;
    ghost?: boolean;
  };

/** PATCH /api/user → 200 the updated member. */
export async function patchAccount(changes: AccountChanges): Promise<CurrentUser> {
  const { data } = await apiRequest('PATCH', '/api/user', { body: changes, schema: currentUserSchema });
  return data;
}

/**
 * Every change to the member goes through here: the answer replaces the cached member, and the rank is
 * read again (docs/product.md §4: toggling availability "patches current user, refreshes rank"). Errors are left
 * to the caller: each screen says something different about them.
 */
export function usePatchAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchAccount,
    onSuccess: async (account) => {
      storeOwnAccount(queryClient, account);
      await queryClient.invalidateQueries({ queryKey: RANK_KEY });
    },
  });
}
