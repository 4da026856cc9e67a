import type { DeleteAccountInput } from '@annuaire/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/user/delete `{password}` → 204: the account is deleted at once and every session ends. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiRequest('POST', '/api/user/delete', { body: input });
}

/** The caller signs the member out afterwards (use-leave-session.ts), once it has left the members' page. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
