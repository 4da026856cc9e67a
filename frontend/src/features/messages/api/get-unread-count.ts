import { useQuery } from '@tanstack/react-query';
import { fetcher } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { useFallbackInterval } from '@/lib/live-status';
import { conversationKeys } from './keys';
import type { ConversationSummary } from './unread-count-schema';

/** The badge is on every member's page: its validator loads with its first answer, not with the shell. */
const ConversationSummaryPage = lazySchema(() =>
  import('./unread-count-schema').then((module) => module.ConversationSummaryPage),
);

/**
 * docs/product.md §9: unread when the last message comes from the other person and is unread; the badge counts the
 * first page only. The same rule as shared's `isConversationUnread`, on the lenient shape read here; the
 * conversation list uses this one too, so the badge and the bold rows always agree.
 */
export function isUnread(conversation: Pick<ConversationSummary, 'recipient' | 'lastMessage'>): boolean {
  const last = conversation.lastMessage;
  return Boolean(last && last.sender === conversation.recipient._id && !last.read);
}

/** GET /api/conversations?page=1, counted. Any failure shows no badge rather than an error. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const page = await fetcher('/api/conversations?page=1', ConversationSummaryPage, signal);
  return (Array.isArray(page) ? page : page.data).filter(isUnread).length;
}

/** docs/product.md §7: the badge refreshes every 90 s while the live stream is down (live events refresh it otherwise). */
const UNREAD_REFRESH_MS = 90_000;

export function useUnreadCount(enabled: boolean): number {
  const refetchInterval = useFallbackInterval(UNREAD_REFRESH_MS);
  const query = useQuery({
    queryKey: conversationKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled,
    refetchInterval,
    retry: false,
  });
  return enabled ? (query.data ?? 0) : 0;
}
