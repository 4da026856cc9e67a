import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CurrentUserSchema } from '@/features/auth/api/current-user-schema';
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user';
import { apiRequest } from '@/lib/api-client';
import type { ReminderKey } from '../modal-rules';

/**
 * POST /api/user/reminders {reminder}: seen; on 200 the member comes back, reminder flags included, and
 * replaces the cached one, so the reminder is not offered again.
 */
export function useAcknowledgeReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reminder: ReminderKey) => apiRequest('POST', '/api/user/reminders', { body: { reminder } }),
    onSuccess: ({ data, status }) => {
      if (status !== 200) return;
      const user = z.safeParse(CurrentUserSchema, data);
      if (user.success) queryClient.setQueryData(CURRENT_USER_KEY, user.data);
    },
  });
}
