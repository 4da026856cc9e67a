import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetcher } from '@/lib/api-client';
import { useFallbackInterval } from '@/lib/live-status';
import { conversationKeys, LIST_POLL_MS } from './keys';
import { Conversation, PageInfo } from './schemas';

export const ConversationsPage = z.object({ data: z.array(Conversation), extraData: PageInfo });
export type ConversationsPage = z.infer<typeof ConversationsPage>;

/** GET /api/conversations?page=n (or /archived): 10 rows a page, newest activity first. */
export function getConversations(archived: boolean, page: number, signal?: AbortSignal): Promise<ConversationsPage> {
  const path = archived ? '/api/conversations/archived' : '/api/conversations';
  return fetcher(`${path}?page=${page}`, ConversationsPage, signal);
}

/**
 * One page of the inbox or of the archive. docs/product.md §7: no retry on error (the list says so and offers to
 * try again); the previous page stays on screen while the next one loads.
 */
export function useConversations(archived: boolean, page: number, enabled = true) {
  const refetchInterval = useFallbackInterval(LIST_POLL_MS);
  return useQuery({
    queryKey: conversationKeys.list(archived, page),
    queryFn: ({ signal }) => getConversations(archived, page, signal),
    enabled,
    retry: false,
    refetchInterval,
    placeholderData: keepPreviousData,
  });
}
