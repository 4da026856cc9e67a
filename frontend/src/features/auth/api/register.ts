import type { CurrentUser, RegisterInput } from '@annuaire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_KEY, currentUserSchema } from '@/lib/current-user';

/**
 * The member this page load has just registered, so the visitors-only guard can send a new escort to her profile's
 * checklist with a welcome (docs/product.md §4 "Onboarding") instead of home. Read, never consumed, so a repeated
 * render lands the same way.
 */
let registeredId: string | null = null;

export const justRegistered = (user: Pick<CurrentUser, '_id'>): boolean => registeredId === user._id;

/** POST /api/auth/register: 201 with the new member, already signed in. */
export async function register(input: RegisterInput): Promise<CurrentUser> {
  const { data } = await apiRequest('POST', '/api/auth/register', { body: input, schema: currentUserSchema });
  return data;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      registeredId = user._id;
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
}
