import { useLiveUpdates } from '@/features/live';

/**
 * What the shell shows and runs for signed-in members only. One module, loaded once someone is signed
 * in (member-widgets.tsx): visitors, most of the site's traffic, never download it.
 */
export { NotificationsBell } from '@/features/notifications';
export { UnreadBadge } from './UnreadBadge';
export { UserAvatar } from './UserAvatar';

/** The live stream (SSE) refreshing messages and notifications as they arrive. */
export function LiveUpdates() {
  useLiveUpdates(true);
  return null;
}
