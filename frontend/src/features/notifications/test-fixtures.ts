import type { MockAnswer } from '@/test/api-mock';
import type { Notification } from './api/get-notifications';

/** A notification as GET /api/notifications answers it; `minutesAgo` orders them. */
export function aNotification(
  id: string,
  type: string,
  overrides: Partial<Notification> & { minutesAgo?: number } = {},
) {
  const { minutesAgo = 10, ...rest } = overrides;
  return {
    _id: id,
    userId: 'me',
    type,
    read: false,
    dismissed: false,
    title: `Title ${id}`,
    description: `Description ${id}`,
    body: null,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    ...rest,
  };
}

/** The list answer: newest first, as the API sorts it, with the unread count. */
export function notificationsPage(items: ReturnType<typeof aNotification>[]) {
  const sorted = [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    data: sorted,
    extraData: {
      page: 1,
      pageSize: 50,
      total: items.length,
      pages: 1,
      unread: items.filter((item) => !item.read).length,
    },
  };
}

/**
 * The notifications API as a member sees it, with memory: reads and dismissals stick, so a refetch after
 * an action shows what the server would. Unlisted ids answer 404 like the real routes.
 */
export function notificationsServer(
  initial: ReturnType<typeof aNotification>[],
): Record<string, MockAnswer | ((body: unknown) => MockAnswer)> {
  let items = initial.map((item) => ({ ...item }));
  const routes: Record<string, MockAnswer | ((body: unknown) => MockAnswer)> = {
    'GET /api/notifications': () => ({ status: 200, body: notificationsPage(items) }),
    'PATCH /api/notifications': (body) => {
      const ids = (body as { ids: string[] }).ids;
      const read = items.filter((item) => ids.includes(item._id) && !item.read).length;
      items = items.map((item) => (ids.includes(item._id) ? { ...item, read: true } : item));
      return { status: 200, body: { read } };
    },
    'DELETE /api/notifications': () => {
      items = [];
      return { status: 204 };
    },
  };
  for (const { _id } of initial) {
    routes[`PATCH /api/notifications/${_id}`] = () => {
      items = items.map((item) => (item._id === _id ? { ...item, read: true } : item));
      return { status: 200, body: items.find((item) => item._id === _id) };
    };
    routes[`DELETE /api/notifications/${_id}`] = () => {
      items = items.filter((item) => item._id !== _id);
      return { status: 204 };
    };
  }
  return routes;
}
