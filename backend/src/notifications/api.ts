import Router from '@koa/router';
import type { Context } from 'koa';
import { findNotificationById, listNotifications } from '@annuaire/projections';
import { hasPermission } from '@annuaire/shared';
import { actorOf, forbidden, metadataOf, requireSession } from '../api/context';
import { pageInfo } from '../api/paging';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { languageOf } from '../api/language';
import { validate, type ValidatedContext } from '../api/validate';
import { runNotificationCommand } from './commands';
import type { NotificationCommand } from './decider';
import { toNotificationDto } from './dto';
import { LangQuery, ListNotificationsQuery, MarkReadBody, NotificationIdParams } from './schema';

const PAGE_SIZE = 50;

/**
 * Notifications (docs/product.md §3, §4, §7): each member reads, marks read and dismisses their own (another member's
 * id answers 404). Staff create them one by one or in batches through adminApi.ts.
 */
export function notificationsRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router({ prefix: '/api/notifications' });
  const run = (ctx: Context, userId: string, command: NotificationCommand) =>
    runNotificationCommand(deps, userId, command, metadataOf(ctx, deps.now()));
  // 401 then 403 come before any 400, so strangers learn nothing about the payloads.
  const member = requireSession;
  /** The reader's own notification, or 404 (unknown, dismissed, or someone else's). */
  const ownNotification = async (id: string, userId: string) => {
    const record = await findNotificationById(db, id);
    if (!record || record.userId !== userId || record.dismissed) throw notFound('Notification not found');
    return record;
  };

  router.get(
    '/',
    member,
    validate({ query: ListNotificationsQuery }),
    async (ctx: ValidatedContext<{ query: typeof ListNotificationsQuery }>) => {
      const { userId, role } = actorOf(ctx);
      const { scope, page, lang } = ctx.state.input.query;
      if (scope === 'all' && !hasPermission(role, 'VIEW_ALL_USERS')) throw forbidden();
      const { rows, total, unread } = await listNotifications(db, scope === 'all' ? null : userId, {
        offset: (page - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
      });
      const language = languageOf(ctx, deps.config, lang);
      ctx.body = {
        data: rows.map((row) => toNotificationDto(row, language)),
        extraData: { ...pageInfo(page, PAGE_SIZE, total), unread },
      };
    },
  );

  router.patch(
    '/',
    member,
    validate({ body: MarkReadBody }),
    async (ctx: ValidatedContext<{ body: typeof MarkReadBody }>) => {
      const { userId } = actorOf(ctx);
      const input = ctx.state.input.body;
      const ids = 'all' in input ? 'all' : input.ids;
      const result = await run(ctx, userId, { type: 'MarkRead', ids });
      const read = result.events.reduce(
        (sum, event) => sum + (event.type === 'NotificationRead' ? event.data.notificationIds.length : 0),
        0,
      );
      ctx.body = { read };
    },
  );

  router.patch(
    '/:id',
    member,
    validate({ params: NotificationIdParams, query: LangQuery }),
    async (ctx: ValidatedContext<{ params: typeof NotificationIdParams; query: typeof LangQuery }>) => {
      const { userId } = actorOf(ctx);
      const { id } = ctx.state.input.params;
      await ownNotification(id, userId);
      await run(ctx, userId, { type: 'MarkRead', ids: [id] });
      ctx.body = toNotificationDto(
        await ownNotification(id, userId),
        languageOf(ctx, deps.config, ctx.state.input.query.lang),
      );
    },
  );

  router.delete('/', async (ctx) => {
    await run(ctx, actorOf(ctx).userId, { type: 'Dismiss', ids: 'all' });
    ctx.status = 204;
  });

  router.delete(
    '/:id',
    member,
    validate({ params: NotificationIdParams }),
    async (ctx: ValidatedContext<{ params: typeof NotificationIdParams }>) => {
      const { userId } = actorOf(ctx);
      await ownNotification(ctx.state.input.params.id, userId);
      await run(ctx, userId, { type: 'Dismiss', ids: [ctx.state.input.params.id] });
      ctx.status = 204;
    },
  );

  return router;
}
