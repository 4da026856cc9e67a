import type { SitePage } from '@/lib/site-page';

const components = {
  list: () => import('./components/ConversationsPage').then((m) => m.ConversationsPage),
  thread: () => import('./components/ThreadPage').then((m) => m.ThreadPage),
};

/** The conversation list and threads (docs/product.md §2), for members only. */
export function messagesPages(): SitePage[] {
  return [
    { path: 'messages', load: components.list, namespaces: ['messages'], guard: { access: 'loggedIn' } },
    { path: 'messages/:username', load: components.thread, namespaces: ['messages'], guard: { access: 'loggedIn' } },
  ];
}
