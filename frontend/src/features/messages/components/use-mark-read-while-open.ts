import { useEffect, useRef } from 'react';
import { useDocumentVisible } from '@/lib/use-document-visible';
import { useMarkAsRead } from '../api/mark-as-read';
import type { Message } from '../api/schemas';

/**
 * Marks the conversation read when it opens with unread messages from the other member, and again each
 * time new ones arrive while it is open, but only while the tab is in front: a message is read when seen.
 */
export function useMarkReadWhileOpen(
  conversationId: string | null,
  messages: readonly Message[],
  otherId: string | null,
) {
  const { mutate } = useMarkAsRead();
  const visible = useDocumentVisible();
  const newestUnread = messages.findLast((message) => message.sender === otherId && !message.read)?._id ?? null;
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!conversationId || !newestUnread || !visible || marked.current === newestUnread) return;
    marked.current = newestUnread;
    mutate(conversationId);
  }, [conversationId, mutate, newestUnread, visible]);
}
