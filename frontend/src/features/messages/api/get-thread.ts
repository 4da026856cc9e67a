import { replaceEqualDeep, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { fetcher } from '@/lib/api-client';
import { useFallbackInterval } from '@/lib/live-status';
import { conversationKeys, LIST_POLL_MS } from './keys';
import { Conversation, Message, PageInfo, Recipient } from './schemas';

export const ThreadPage = z.object({
  conversation: z.nullable(Conversation),
  recipient: z.extend(Recipient, { messagingAvailable: z.boolean() }),
  data: z.array(Message),
  extraData: PageInfo,
});
export type ThreadPage = z.infer<typeof ThreadPage>;

/** GET /api/conversations/username/{username}?page=n: page 1 holds the newest 20, each page oldest first. */
export function getThreadPage(username: string, page: number, signal?: AbortSignal): Promise<ThreadPage> {
  return fetcher(`/api/conversations/username/${encodeURIComponent(username)}?page=${page}`, ThreadPage, signal);
}

const byTime = (a: Message, b: Message) => a.timestamp.localeCompare(b.timestamp) || a._id.localeCompare(b._id);

type ThreadData = InfiniteData<ThreadPage, number>;

/**
 * A refresh refetches every loaded page by offset; when messages arrived meanwhile the offsets have shifted
 * and the oldest ones fall off the last page. Messages are never deleted, so a message once in the cache
 * stays (fresh copies replace old ones): nothing vanishes under the reader. Applied by the cache to every
 * write, so it does not depend on when the screen renders.
 */
export function keepSeenMessages(previous: unknown, next: unknown): unknown {
  const before = previous as ThreadData | undefined;
  const after = next as ThreadData;
  const lastIndex = after.pages.length - 1;
  const last = after.pages[lastIndex];
  if (!before || !last) return replaceEqualDeep(previous, next);
  const present = new Set(after.pages.flatMap((page) => page.data.map((message) => message._id)));
  const missing = before.pages.flatMap((page) => page.data).filter((message) => !present.has(message._id));
  if (missing.length === 0) return replaceEqualDeep(previous, next);
  const pages = after.pages.with(lastIndex, { ...last, data: [...missing, ...last.data] });
  return replaceEqualDeep(previous, { ...after, pages });
}

/** The conversation with one member, newest page first, older pages on demand (`fetchNextPage`). */
export function useThread(username: string) {
  const refetchInterval = useFallbackInterval(LIST_POLL_MS);
  const query = useInfiniteQuery({
    queryKey: conversationKeys.thread(username),
    queryFn: ({ pageParam, signal }) => getThreadPage(username, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ extraData }) => (extraData.page < extraData.pages ? extraData.page + 1 : undefined),
    refetchInterval,
    structuralSharing: keepSeenMessages,
  });
  const pages = query.data?.pages;
  // A message can sit on two pages after offsets shifted: one copy each, oldest first.
  const messages = useMemo(() => {
    const byId = new Map((pages ?? []).flatMap((page) => page.data.map((message) => [message._id, message] as const)));
    return [...byId.values()].sort(byTime);
  }, [pages]);
  // The first page always has the freshest view of the conversation and of the other member.
  const head = pages?.[0];
  return {
    query,
    messages,
    conversation: head?.conversation ?? null,
    recipient: head?.recipient ?? null,
  };
}
