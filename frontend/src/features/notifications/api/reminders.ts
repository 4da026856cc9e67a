import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CurrentUserSchema } from '@/features/auth/api/current-user-schema';
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user';
import { apiRequest, fetcher } from '@/lib/api-client';
import type { DueReminders, ReminderKey } from '../modal-rules';
import { REMINDERS_KEY } from './keys';

/** The reminder flags GET /api/user and POST /api/user/reminders answer beside the member's fields. */
const ReminderFlags = z.object({
  vipReminder: z.optional(z.boolean()),
  vipExpiredReminder: z.optional(z.boolean()),
  vipExpiringReminder: z.optional(z.boolean()),
});

/**
 * Which VIP reminders are due. The server decides (shared `dueReminders`) and only ever flags escorts,
 * so nobody else pays for the request.
 */
export function useDueReminders(enabled: boolean) {
  return useQuery({
    queryKey: REMINDERS_KEY,
    queryFn: ({ signal }): Promise<DueReminders> => fetcher('/api/user', ReminderFlags, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /api/user/reminders {reminder}: seen; on 200 the member comes back and replaces the cached one. */
export function useAcknowledgeReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reminder: ReminderKey) => apiRequest('POST', '/api/user/reminders', { body: { reminder } }),
    onSuccess: ({ data, status }) => {
      if (status !== 200) return;
      const user = z.safeParse(CurrentUserSchema, data);
      if (user.success) queryClient.setQueryData(CURRENT_USER_KEY, user.data);
      const flags = z.safeParse(ReminderFlags, data);
      if (flags.success) queryClient.setQueryData(REMINDERS_KEY, flags.data);
    },
  });
}
