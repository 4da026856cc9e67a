import type { RouteObject } from 'react-router';
import { page } from '@/app/page-route';

const components = {
  list: () => import('./components/ConversationsPage').then((m) => m.ConversationsPage),
  thread: () => import('./components/ThreadPage').then((m) => m.ThreadPage),
};

/** The conversation list and threads (docs/product.md §2), for members only. */
export function messagesRoutes(): RouteObject[] {
  return [
    { path: 'messages', ...page(components.list, ['messages'], { access: 'loggedIn' }) },
    { path: 'messages/:username', ...page(components.thread, ['messages'], { access: 'loggedIn' }) },
  ];
}
