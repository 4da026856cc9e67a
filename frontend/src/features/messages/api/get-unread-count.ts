import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetcher } from '@/lib/api-client';

/**
 * The fields of a conversation the badge needs (SPEC §3). The conversations API is not built yet: the list
 * is read leniently (a bare array or `{ data }`), and any failure shows no badge rather than an error.
 */
const ConversationSummary = z.object({
  _id: z.string(),
  recipient: z.object({ _id: z.string() }),
  lastMessage: z.nullish(z.object({ sender: z.string(), read: z.boolean() })),
});
type ConversationSummary = z.infer<typeof ConversationSummary>;
const ConversationPage = z.union([z.array(ConversationSummary), z.object({ data: z.array(ConversationSummary) })]);

/** SPEC §9: unread when the last message comes from the other person and is unread; first page only. */
export function isUnread(conversation: ConversationSummary): boolean {
  const last = conversation.lastMessage;
  return Boolean(last && last.sender === conversation.recipient._id && !last.read);
}

/** GET /api/conversations?page=1, counted. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const page = await fetcher('/api/conversations?page=1', ConversationPage, signal);
  return (Array.isArray(page) ? page : page.data).filter(isUnread).length;
}

/** SPEC §7: the badge refreshes every 90 s. */
const UNREAD_REFRESH_MS = 90_000;

export function useUnreadCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: ['conversations', 'unread-count'],
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
    retry: false,
  });
  return enabled ? (query.data ?? 0) : 0;
}
