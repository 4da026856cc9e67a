import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toastDefaultError } from '@/lib/toast';
import { forgetSession } from '@/lib/current-user';

/** DELETE /api/auth/logout-all-devices → 204: ends every session of the member, this one included. */
export async function logoutAllDevices(): Promise<void> {
  await apiRequest('DELETE', '/api/auth/logout-all-devices');
}

export function useLogoutAllDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAllDevices,
    onSuccess: () => forgetSession(queryClient),
    onError: toastDefaultError,
  });
}
