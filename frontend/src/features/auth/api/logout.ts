import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toastDefaultError } from '@/lib/toast';
import { CURRENT_USER_KEY } from './get-current-user';

/** SPEC §4: logging out clears the cached member and revalidates everything cached under their session. */
export async function forgetSession(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
}

/** DELETE /api/auth → 204. */
export async function logout(): Promise<void> {
  await apiRequest('DELETE', '/api/auth');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => forgetSession(queryClient),
    onError: toastDefaultError,
  });
}
