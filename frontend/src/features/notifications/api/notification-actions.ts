import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toastDefaultError } from '@/lib/toast';
import type { NotificationsPage } from './get-notifications';
import { notificationKeys } from './keys';

/** What the member did to some of their notifications (docs/product.md §4). */
export type NotificationChange =
  { kind: 'read'; ids: readonly string[] } | { kind: 'dismiss'; ids: readonly string[] | 'all' };

/**
 * PATCH /api/notifications/{id} or {ids}: read; DELETE /api/notifications/{id} or all: dismissed (gone
 * from the list, kept in the audit).
 */
export async function changeNotifications(change: NotificationChange): Promise<void> {
  if (change.kind === 'read') {
    const [only] = change.ids;
    if (change.ids.length === 1 && only) await apiRequest('PATCH', `/api/notifications/${encodeURIComponent(only)}`);
    else await apiRequest('PATCH', '/api/notifications', { body: { ids: change.ids } });
    return;
  }
  if (change.ids === 'all') await apiRequest('DELETE', '/api/notifications');
  else await Promise.all(change.ids.map((id) => apiRequest('DELETE', `/api/notifications/${encodeURIComponent(id)}`)));
}

/** The cached lists as they will be once the server has applied the change. */
function applyLocally(page: NotificationsPage, change: NotificationChange): NotificationsPage {
  const touched = (id: string) => change.ids === 'all' || change.ids.includes(id);
  if (change.kind === 'read') {
    const data = page.data.map((item) => (touched(item._id) ? { ...item, read: true } : item));
    const newlyRead = page.data.filter((item) => touched(item._id) && !item.read).length;
    return { data, extraData: { ...page.extraData, unread: Math.max(0, page.extraData.unread - newlyRead) } };
  }
  const removed = page.data.filter((item) => touched(item._id));
  const removedUnread = removed.filter((item) => !item.read).length;
  return {
    data: page.data.filter((item) => !touched(item._id)),
    extraData: {
      total: change.ids === 'all' ? 0 : Math.max(0, page.extraData.total - removed.length),
      unread: change.ids === 'all' ? 0 : Math.max(0, page.extraData.unread - removedUnread),
    },
  };
}

function updateCaches(queryClient: QueryClient, change: NotificationChange): void {
  queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationKeys.all }, (page) =>
    page ? applyLocally(page, change) : page,
  );
}

/**
 * Read and dismiss, shown at once (the bell's count drops as the popover closes); on failure the default
 * error toast. Either way the list is read again from the server once the change has settled: a poll that
 * went out between the local update and the server's write would otherwise leave the old count on the bell.
 */
export function useChangeNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotifications,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      updateCaches(queryClient, change);
    },
    onError: () => toastDefaultError(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
