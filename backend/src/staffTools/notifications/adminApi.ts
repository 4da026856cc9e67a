import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { findNotificationById, type NotificationRecord } from '@annuaire/projections';
import { metadataOf, requirePermission } from '../../api/context';
import type { ApiDependencies } from '../../api/dependencies';
import { notFound } from '../../api/errors';
import { validate, type ValidatedContext } from '../../api/validate';
import { runNotificationCommand } from '../../notifications/commands';
import { toNotificationDto } from '../../notifications/dto';
import { requireActiveUser } from '../../users/lookup';
import { readerLanguage } from '../common/language';
import { answerList, IdParams, pageFor, sortFor } from '../common/simpleRest';
import { usernamesOf } from '../common/users';
import { listAllNotifications } from './queries';
import { AdminNotificationsQuery, CreateNotificationBody } from './schema';

/**
 * `/api/admin/notifications` in the ra-data-simple-rest dialect (VIEW_ALL_USERS, as `?scope=all`): every
 * member's notifications, one created for a member, one removed from a member's list (dismissed on
 * their stream, with the staff member as actor, so the history tells who removed it).
 */
export function adminNotificationsRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/notifications' });
  router.use(requirePermission('VIEW_ALL_USERS'));

  const dtos = async (ctx: Context, records: readonly NotificationRecord[]) => {
    const language = readerLanguage(ctx, deps.config);
    const names = await usernamesOf(
      deps.db,
      records.map((record) => record.userId),
    );
    return records.map((record) => ({
      id: record.id,
      ...toNotificationDto(record, language),
      username: names.get(record.userId) ?? null,
    }));
  };
  const existing = async (id: string) => {
    const record = await findNotificationById(deps.db, id);
    if (!record) throw notFound('Notification not found');
    return record;
  };

  router.get(
    '/',
    validate({ query: AdminNotificationsQuery }),
    async (ctx: ValidatedContext<{ query: typeof AdminNotificationsQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      const { id: ids, ...rest } = filter;
      const order = sortFor<'createdAt'>(sort, { field: 'createdAt', descending: true });
      const result = await listAllNotifications(deps.db, { ...rest, ids }, { ...page, descending: order.descending });
      answerList(ctx, 'notifications', page, { rows: await dtos(ctx, result.rows), total: result.total });
    },
  );

  router.get('/:id', validate({ params: IdParams }), async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
    ctx.body = (await dtos(ctx, [await existing(ctx.state.input.params.id)]))[0];
  });

  router.post(
    '/',
    validate({ body: CreateNotificationBody }),
    async (ctx: ValidatedContext<{ body: typeof CreateNotificationBody }>) => {
      const { userId, type, body } = ctx.state.input.body;
      await requireActiveUser(deps.db, userId);
      const notificationId = randomUUID();
      await runNotificationCommand(
        deps,
        userId,
        { type: 'Create', notificationId, notificationType: type, body: body ?? null, causeId: null },
        metadataOf(ctx, deps.now()),
      );
      ctx.status = 201;
      ctx.body = (await dtos(ctx, [await existing(notificationId)]))[0];
    },
  );

  router.delete('/:id', validate({ params: IdParams }), async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
    const record = await existing(ctx.state.input.params.id);
    if (!record.dismissed) {
      await runNotificationCommand(
        deps,
        record.userId,
        { type: 'Dismiss', ids: [record.id] },
        metadataOf(ctx, deps.now()),
      );
    }
    ctx.body = (await dtos(ctx, [await existing(record.id)]))[0];
  });

  return router;
}
