import { CurrentUser } from '@annuaire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_KEY } from '@/lib/current-user';
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
      const user = CurrentUser.safeParse(data);
      if (user.success) queryClient.setQueryData(CURRENT_USER_KEY, user.data);
    },
  });
}
