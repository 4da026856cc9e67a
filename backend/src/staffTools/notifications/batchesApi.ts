import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  findNotificationBatchById,
  listNotificationBatches,
  waitForProjections,
  type NotificationBatchRecord,
} from '@annuaire/projections';
import { streams } from '@annuaire/shared';
import { metadataOf, requireStaffAction } from '../../api/context';
import type { ApiDependencies } from '../../api/dependencies';
import { notFound } from '../../api/errors';
import { validate, type ValidatedContext } from '../../api/validate';
import { deterministicUuid } from '../../domain/ids';
import { sendBatch } from '../../notifications/batch';
import { answerList, IdParams, pageFor, sortFor } from '../common/simpleRest';
import { usernamesOf } from '../common/users';
import { BatchesQuery, CreateBatchBody } from './schema';

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
    validate({ body: CreateBatchBody }),
    async (ctx: ValidatedContext<{ body: typeof CreateBatchBody }>) => {
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
