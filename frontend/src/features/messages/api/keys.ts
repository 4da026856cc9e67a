/**
 * Every messaging query lives under one root, so a live `message` event (or a change made here) refreshes
 * the list, the archived list, the badge and an open thread with a single prefix invalidation.
 */
export const CONVERSATIONS_ROOT = 'conversations';

export const conversationKeys = {
  all: [CONVERSATIONS_ROOT] as const,
  lists: [CONVERSATIONS_ROOT, 'list'] as const,
  list: (archived: boolean, page: number) => [CONVERSATIONS_ROOT, 'list', { archived, page }] as const,
  unreadCount: [CONVERSATIONS_ROOT, 'unread-count'] as const,
  thread: (username: string) => [CONVERSATIONS_ROOT, 'thread', username.toLowerCase()] as const,
};

/** docs/product.md §7: the list (and an open thread) refresh every 15 s when the live stream is down. */
export const LIST_POLL_MS = 15_000;
