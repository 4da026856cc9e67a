import type { CurrentUser, LoginInput } from '@annuaire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_KEY, currentUserSchema } from '@/lib/current-user';

/** POST /api/auth: 200 with the member; the session cookie comes with it. */
export async function login(input: LoginInput): Promise<CurrentUser> {
  const { data } = await apiRequest('POST', '/api/auth', { body: input, schema: currentUserSchema });
  return data;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
