import { useQuery } from '@tanstack/react-query';
import { fetcher } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { useFallbackInterval } from '@/lib/live-status';
import { useLocale } from '@/lib/use-locale';
import { notificationKeys } from './keys';
import type { NotificationsPage } from './notification-schema';

export type { Notification, NotificationsPage } from './notification-schema';

/** The bell is in the top bar of every member's page: its validator loads with the first answer. */
const NotificationsPageSchema = lazySchema(() =>
  import('./notification-schema').then((module) => module.NotificationsPage),
);

/** GET /api/notifications?lang=: the newest 50, not dismissed, with the unread count of all of them. */
export function getNotifications(locale: string, signal?: AbortSignal): Promise<NotificationsPage> {
  return fetcher(`/api/notifications?lang=${locale}`, NotificationsPageSchema, signal);
}

/** docs/product.md §7: refreshed every 90 s while the live stream is down (live events refresh it otherwise). */
const NOTIFICATIONS_POLL_MS = 90_000;

/** The member's notifications in the page's language; the bell and the blocking modal share this cache. */
export function useNotifications(enabled = true) {
  const { locale } = useLocale();
  const refetchInterval = useFallbackInterval(NOTIFICATIONS_POLL_MS);
  return useQuery({
    queryKey: notificationKeys.list(locale),
    queryFn: ({ signal }) => getNotifications(locale, signal),
    enabled,
    refetchInterval,
  });
}
