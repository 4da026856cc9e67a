import { vi } from 'vitest';
import { aUser } from '@/test/api-mock';
import type { Conversation, Message } from './api/schemas';
import type { ThreadPage } from './api/get-thread';

/** The signed-in member of the messaging tests, and the member they write with. */
export const ME = aUser()._id;
export const SOPHIE = { _id: 'u-sophie', username: 'sophie', profilePicture: null, onlineNow: true };

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: 'c-sophie',
    recipient: SOPHIE,
    lastMessage: {
      _id: 'm-last',
      sender: SOPHIE._id,
      body: 'See you tomorrow',
      timestamp: new Date().toISOString(),
      read: false,
    },
    unread: 1,
    blocker: null,
    archived: false,
    ...overrides,
  };
}

export const aPage = <T>(data: T[], page = 1, pages = 1, pageSize = 10) => ({
  data,
  extraData: { page, pageSize, total: data.length + (pages - 1) * pageSize, pages },
});

export function aMessage(id: string, sender: string, body: string, at: Date, read = true): Message {
  return { _id: id, conversation: 'c-sophie', sender, body, timestamp: at.toISOString(), read };
}

/** The thread answer for a username: `pages[0]` is page 1 (the newest messages), each oldest first. */
export function aThread(pages: Message[][], overrides: Partial<Omit<ThreadPage, 'data' | 'extraData'>> = {}) {
  const total = pages.reduce((sum, page) => sum + page.length, 0);
  return (page: number): ThreadPage => ({
    conversation: aConversation(),
    recipient: { ...SOPHIE, messagingAvailable: true },
    data: pages[page - 1] ?? [],
    extraData: { page, pageSize: 20, total, pages: Math.max(1, pages.length) },
    ...overrides,
  });
}

/**
 * The test API answers by path only; a thread needs its `?page=`. This puts a paged answer in front of
 * the mocked fetch for one path and leaves every other call to it. Returns the pages asked for.
 */
export function answerPages(path: string, answer: () => (page: number) => unknown): number[] {
  const asked: number[] = [];
  const mocked = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://site.test');
      if ((init?.method ?? 'GET') !== 'GET' || url.pathname !== path) return mocked(input, init);
      const page = Number(url.searchParams.get('page') ?? '1');
      asked.push(page);
      return new Response(JSON.stringify(answer()(page)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return asked;
}
