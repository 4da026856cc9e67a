/**
 * What the rest of the site uses of notifications: the members' bell and the cache root the live stream
 * refreshes. The account modals load lazily from the shell (app/layout/AppShell.tsx).
 */
export { NotificationsBell } from './components/NotificationsBell';
export { NOTIFICATIONS_ROOT, notificationKeys } from './api/keys';
