import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import {
  findNotificationBatchById,
  findNotificationById,
  listAllNotifications,
  listNotificationBatches,
  waitForProjections,
  type NotificationBatchRecord,
  type NotificationRecord,
} from '@annuaire/projections';
import { streams } from '@annuaire/shared';
import { metadataOf, requirePermission, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { readerLanguage } from '../api/language';
import { answerList, IdParams, pageFor, sortFor } from '../api/simpleRest';
import { validate, type ValidatedContext } from '../api/validate';
import { deterministicUuid } from '../domain/ids';
import { requireActiveUser, usernamesOf } from '../users/lookup';
import { sendBatch } from './batch';
import { runNotificationCommand } from './commands';
import { toNotificationDto } from './dto';
import { AdminCreateBatchBody, AdminNotificationsQuery, BatchesQuery, CreateNotificationBody } from './schema';

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

/**
 * `/api/admin/notification-batches` (admins): the batches sent, and a new one. The notifications go out
 * as `POST /api/notifications/batch` sends them (once per member, even when retried); the batch itself
 * is then recorded on its own stream so the list shows its audience and how many it reached.
 */
export function adminNotificationBatchesRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/notification-batches' });
  router.use(requireStaffAction('sendNotificationBatch'));

  const dtos = async (records: readonly NotificationBatchRecord[]) => {
    const names = await usernamesOf(
      deps.db,
      records.map((record) => record.sentBy),
    );
    return records.map((record) => ({
      _id: record.id,
      ...record,
      sentByUsername: record.sentBy ? (names.get(record.sentBy) ?? null) : null,
    }));
  };
  const existing = async (id: string) => {
    const record = await findNotificationBatchById(deps.db, id);
    if (!record) throw notFound('Notification batch not found');
    return (await dtos([record]))[0]!;
  };

  router.get('/', validate({ query: BatchesQuery }), async (ctx: ValidatedContext<{ query: typeof BatchesQuery }>) => {
    const { sort, range, filter = {} } = ctx.state.input.query;
    const page = pageFor(range, filter.id);
    const order = sortFor<'sentAt' | 'count'>(sort, { field: 'sentAt', descending: true });
    const result = await listNotificationBatches(
      deps.db,
      { recipientCategory: filter.recipientCategory, ids: filter.id },
      { ...page, sort: order.field, descending: order.descending },
    );
    answerList(ctx, 'notification-batches', page, { rows: await dtos(result.rows), total: result.total });
  });

  router.get('/:id', validate({ params: IdParams }), async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
    ctx.body = await existing(ctx.state.input.params.id);
  });

  router.post(
    '/',
    validate({ body: AdminCreateBatchBody }),
    async (ctx: ValidatedContext<{ body: typeof AdminCreateBatchBody }>) => {
      const input = ctx.state.input.body;
      const batchId = input.batchId ?? randomUUID();
      const metadata = metadataOf(ctx, deps.now());
      const audience = {
        recipientCategory: input.recipientCategory,
        activityDateGreaterThan: input.activityDateGreaterThan ?? undefined,
      };
      const { count } = await sendBatch(deps, { ...audience, body: input.body, batchId }, metadata);
      const appended = await deps.store.append(
        streams.notificationBatch(batchId),
        [
          {
            // The same batch retried records its summary once.
            id: deterministicUuid(`notification-batch-sent:${batchId}`),
            type: 'NotificationBatchSent',
            data: {
              batchId,
              recipientCategory: input.recipientCategory,
              activityDateGreaterThan: input.activityDateGreaterThan?.toISOString() ?? null,
              body: input.body,
              count,
            },
          },
        ],
        { metadata },
      );
      await waitForProjections(deps.db, ['notification_batches'], appended.position);
      ctx.status = 201;
      ctx.body = await existing(batchId);
    },
  );

  return router;
}
