import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conversationKeys } from './keys';
import { Message } from './schemas';
import type { ThreadPage } from './get-thread';

/** POST /api/conversations/username/{username} {body} → 201 the message (the first one starts the conversation). */
export async function sendMessage(username: string, body: string): Promise<Message> {
  const { data } = await apiRequest('POST', `/api/conversations/username/${encodeURIComponent(username)}`, {
    body: { body },
    schema: Message,
  });
  return data;
}

/**
 * Sends, shows the message in the thread at once, then refreshes the rest (the list's order and preview,
 * and a brand-new conversation's row). Failures are the composer's to explain.
 */
export function useSendMessage(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(username, body),
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<ThreadPage, number>>(conversationKeys.thread(username), (thread) => {
        const [first, ...rest] = thread?.pages ?? [];
        if (!thread || !first) return thread;
        return { ...thread, pages: [{ ...first, data: [...first.data, message] }, ...rest] };
      });
      return queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
  });
}
