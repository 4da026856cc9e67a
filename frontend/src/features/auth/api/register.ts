import type { CurrentUser, RegisterInput } from '@annuaire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_KEY, currentUserSchema } from '@/lib/current-user';

/** POST /api/auth/register: 201 with the new member, already signed in. */
export async function register(input: RegisterInput): Promise<CurrentUser> {
  const { data } = await apiRequest('POST', '/api/auth/register', { body: input, schema: currentUserSchema });
  return data;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
