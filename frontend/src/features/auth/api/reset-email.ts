import type { ResetEmailConfirm, ResetEmailRequest } from '@annuaire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_KEY } from '@/lib/current-user';

export type ResetEmailRequest = z.infer<typeof ResetEmailRequest>;
export type ResetEmailConfirm = z.infer<typeof ResetEmailConfirm>;

/** POST /api/auth/reset-email with `{ email, captcha }` (signed in) → 204, the link goes to the new address. */
export async function requestEmailChange(input: ResetEmailRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-email', { body: input });
}

/** POST /api/auth/reset-email with `{ token }` from the emailed link → 204. */
export async function confirmEmailChange(input: ResetEmailConfirm): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-email', { body: input });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

/** A confirmed change makes the cached member's email stale. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
