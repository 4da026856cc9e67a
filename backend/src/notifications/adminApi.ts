import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import {
  countBatchRecipients,
  findNotificationBatchById,
  findNotificationById,
  listAllNotifications,
  listNotificationBatches,
  waitForProjections,
  type NotificationBatchRecord,
  type NotificationRecord,
  type RecipientAudience,
} from '@annuaire/projections';
import { streams, type CustomNotificationBody } from '@annuaire/shared';
import { metadataOf, requirePermission, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { languageOf, readerLanguage } from '../api/language';
import { answerList, IdParams, pageFor, sortFor } from '../api/simpleRest';
import { validate, type ValidatedContext } from '../api/validate';
import { deterministicUuid } from '../domain/ids';
import { requireActiveUser, usernamesOf } from '../users/lookup';
import { sendBatch } from './batch';
import { runNotificationCommand } from './commands';
import { toNotificationDto } from './dto';
import {
  AdminCreateBatchBody,
  AdminNotificationsQuery,
  BatchCountBody,
  BatchesQuery,
  CreateBatchBody,
  CreateNotificationBody,
  LangQuery,
} from './schema';

/** The backoffice's resources (ra-data-simple-rest). */
const NOTIFICATIONS = '/api/admin/notifications';
const BATCHES = '/api/admin/notification-batches';

/**
 * Every member's notifications for staff (VIEW_ALL_USERS, as `?scope=all`): `/api/admin/notifications` for the
 * backoffice, and the creation also at `POST /api/notifications` (docs/product.md §7), one operation for both.
 * A notification removed from a member's list is dismissed on their stream, with the staff member as actor, so
 * the history tells who removed it.
 */
export function adminNotificationsRouter(deps: ApiDependencies): Router {
  // No prefix: the creation is mounted under /api/notifications too. The guard runs only for this router's routes.
  const router = new Router();
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
    NOTIFICATIONS,
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

  router.get(
    `${NOTIFICATIONS}/:id`,
    validate({ params: IdParams }),
    async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
      ctx.body = (await dtos(ctx, [await existing(ctx.state.input.params.id)]))[0];
    },
  );

  /** One creation for a live member, answering the notification created (201). */
  const create = async (ctx: Context, { userId, type, body }: z.infer<typeof CreateNotificationBody>) => {
    await requireActiveUser(deps.db, userId);
    const notificationId = randomUUID();
    await runNotificationCommand(
      deps,
      userId,
      { type: 'Create', notificationId, notificationType: type, body: body ?? null, causeId: null },
      metadataOf(ctx, deps.now()),
    );
    ctx.status = 201;
    return existing(notificationId);
  };
  router.post(
    NOTIFICATIONS,
    validate({ body: CreateNotificationBody }),
    async (ctx: ValidatedContext<{ body: typeof CreateNotificationBody }>) => {
      ctx.body = (await dtos(ctx, [await create(ctx, ctx.state.input.body)]))[0];
    },
  );
  // The site's words: the member's own shape, in the language asked (`?lang=`).
  router.post(
    '/api/notifications',
    validate({ query: LangQuery, body: CreateNotificationBody }),
    async (ctx: ValidatedContext<{ query: typeof LangQuery; body: typeof CreateNotificationBody }>) => {
      const record = await create(ctx, ctx.state.input.body);
      ctx.body = toNotificationDto(record, languageOf(ctx, deps.config, ctx.state.input.query.lang));
    },
  );

  router.delete(
    `${NOTIFICATIONS}/:id`,
    validate({ params: IdParams }),
    async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
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
    },
  );

  return router;
}

/**
 * Batches (admins): `/api/admin/notification-batches`, the batches sent and a new one, and docs/product.md §7's
 * `POST /api/notifications/batch/count` and `/batch`. Both senders are one operation, `send`: `sendBatch` (once per
 * member, even when retried), then the batch's summary on its own stream, so every batch staff send is on the record
 * (docs/product.md §6: a staff action is recorded with its actor) and in the backoffice's list. The two paths differ
 * only in their body (§7's carries `type: 'custom'`) and answer (§7: `{batchId, count}`; backoffice: the record).
 */
export function adminNotificationBatchesRouter(deps: ApiDependencies): Router {
  // No prefix: §7's routes are under /api/notifications. The guard runs only for this router's routes.
  const router = new Router();
  router.use(requireStaffAction('sendNotificationBatch'));

  router.post(
    '/api/notifications/batch/count',
    validate({ body: BatchCountBody }),
    async (ctx: ValidatedContext<{ body: typeof BatchCountBody }>) => {
      ctx.body = { count: await countBatchRecipients(deps.db, ctx.state.input.body, deps.now()) };
    },
  );

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

  router.get(
    BATCHES,
    validate({ query: BatchesQuery }),
    async (ctx: ValidatedContext<{ query: typeof BatchesQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      const order = sortFor<'sentAt' | 'count'>(sort, { field: 'sentAt', descending: true });
      const result = await listNotificationBatches(
        deps.db,
        { recipientCategory: filter.recipientCategory, ids: filter.id },
        { ...page, sort: order.field, descending: order.descending },
      );
      answerList(ctx, 'notification-batches', page, { rows: await dtos(result.rows), total: result.total });
    },
  );

  router.get(
    `${BATCHES}/:id`,
    validate({ params: IdParams }),
    async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
      ctx.body = await existing(ctx.state.input.params.id);
    },
  );

  type Batch = RecipientAudience & { body: CustomNotificationBody; batchId?: string | undefined };
  /** The one sending: every member of the audience once, then the batch's summary (recorded once, even retried). */
  const send = async (ctx: Context, input: Batch) => {
    const batchId = input.batchId ?? randomUUID();
    const metadata = metadataOf(ctx, deps.now());
    const { count } = await sendBatch(deps, { ...input, batchId }, metadata);
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
    return { batchId, count };
  };
  /** The audience and text of either body, without the §7 body's `type` (always `custom`). */
  const batchOf = (input: z.infer<typeof CreateBatchBody> | z.infer<typeof AdminCreateBatchBody>): Batch => ({
    recipientCategory: input.recipientCategory,
    activityDateGreaterThan: input.activityDateGreaterThan ?? undefined,
    body: input.body,
    batchId: input.batchId,
  });

  // docs/api.md: 201 `{batchId, count}`, the count of members this sending reached.
  router.post(
    '/api/notifications/batch',
    validate({ body: CreateBatchBody }),
    async (ctx: ValidatedContext<{ body: typeof CreateBatchBody }>) => {
      ctx.body = await send(ctx, batchOf(ctx.state.input.body));
    },
  );
  // ra-data-simple-rest: 201 with the batch as the list shows it.
  router.post(
    BATCHES,
    validate({ body: AdminCreateBatchBody }),
    async (ctx: ValidatedContext<{ body: typeof AdminCreateBatchBody }>) => {
      const { batchId } = await send(ctx, batchOf(ctx.state.input.body));
      ctx.body = await existing(batchId);
    },
  );

  return router;
}
