/**
 * What the rest of the site uses of messaging: its routes, the shell's unread badge, and the cache keys the
 * live stream refreshes. The pages load with their routes.
 */
export { messagesPages } from './routes';
export { useUnreadCount } from './api/get-unread-count';
export { CONVERSATIONS_ROOT, conversationKeys } from './api/keys';
