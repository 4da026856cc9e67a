import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conversationKeys } from './keys';

/** POST /api/messages/mark-as-read {conversationId}: the other member's messages become read. */
export async function markAsRead(conversationId: string): Promise<void> {
  await apiRequest('POST', '/api/messages/mark-as-read', { body: { conversationId } });
}

/**
 * Marks a conversation read, then refreshes the list and the badge (not the open thread: it already
 * shows these messages). A failure is silent: the thread stays readable and the next visit tries again.
 */
export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAsRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.lists }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.unreadCount }),
      ]),
  });
}
