import type { CurrentUser } from '@annuaire/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fetcher } from '@/lib/api-client';
import { CURRENT_USER_KEY, currentUserSchema } from '@/lib/current-user';
import { OWN_ACCOUNT_KEY } from '../query-keys';

export { OWN_ACCOUNT_KEY };

/** GET /api/user read in full for the member's own pages (the shell's copy is cached for a minute). */
export function getOwnAccount(signal?: AbortSignal): Promise<CurrentUser> {
  return fetcher('/api/user', currentUserSchema, signal);
}

/** The member's full record; the account pages are guarded, so someone is signed in. */
export function useOwnAccount() {
  return useQuery({ queryKey: OWN_ACCOUNT_KEY, queryFn: ({ signal }) => getOwnAccount(signal) });
}

/**
 * An answer that is the updated member (PATCH /api/user and friends) replaces both cached copies: these
 * pages' and the shell's (avatar dot, menus), so nothing shows the old state.
 */
export function storeOwnAccount(queryClient: QueryClient, account: CurrentUser): void {
  queryClient.setQueryData(OWN_ACCOUNT_KEY, account);
  queryClient.setQueryData(CURRENT_USER_KEY, account);
}

/** After a change answered by something else than the member (gallery, balance): read both again. */
export async function refreshOwnAccount(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: OWN_ACCOUNT_KEY }),
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  ]);
}
