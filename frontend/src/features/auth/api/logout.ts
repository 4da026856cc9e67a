import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { forgetSession } from '@/lib/current-user';
import { toastDefaultError } from '@/lib/toast';

/** DELETE /api/auth → 204. */
export async function logout(): Promise<void> {
  await apiRequest('DELETE', '/api/auth');
}

/** docs/product.md §4: logging out clears the cached member and revalidates everything cached under their session. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => forgetSession(queryClient),
    onError: toastDefaultError,
  });
}
