import type { ResetPasswordConfirm, ResetPasswordRequest } from '@annuaire/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
export type ResetPasswordConfirm = z.infer<typeof ResetPasswordConfirm>;

/** POST /api/auth/reset-password with `{ email, captcha }` → 204, the link is emailed. */
export async function requestPasswordReset(input: ResetPasswordRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-password', { body: input });
}

/** POST /api/auth/reset-password with `{ token, password }` (plus username and email for a profile claim) → 204. */
export async function confirmPasswordReset(input: ResetPasswordConfirm): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-password', { body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
