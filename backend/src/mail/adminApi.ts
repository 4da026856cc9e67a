import Router from '@koa/router';
import { z } from 'zod';
import { requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { listOutbox, mailsByIds, OUTBOX_STATUSES, type OutboxMail } from './outbox';
import { answerList, IdParams, pageFor, resourceQuery } from '../api/simpleRest';

const OutboxQuery = resourceQuery(['createdAt'], { to: z.string().trim().max(254), status: z.enum(OUTBOX_STATUSES) });

const toDto = (mail: OutboxMail) => ({
  ...mail,
  createdAt: mail.createdAt.toISOString(),
  nextAttemptAt: mail.nextAttemptAt?.toISOString() ?? null,
  sentAt: mail.sentAt?.toISOString() ?? null,
});

/**
 * `/api/admin/mail-outbox` (admins, read only): every mail and where its delivery stands. Without an SMTP
 * server the product keeps mail here, so staff can pass a reset or claim link on to a member who asks; with
 * one, staff see which mail failed and the mail server's last answer.
 */
export function adminMailOutboxRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/mail-outbox' });
  router.use(requireStaffAction('readMailOutbox'));

  router.get('/', validate({ query: OutboxQuery }), async (ctx: ValidatedContext<{ query: typeof OutboxQuery }>) => {
    const { range, filter = {} } = ctx.state.input.query;
    const page = pageFor(range, filter.id);
    if (filter.id) {
      const rows = await mailsByIds(deps.db, filter.id);
      return answerList(ctx, 'mail-outbox', page, { rows: rows.map(toDto), total: rows.length });
    }
    const result = await listOutbox(deps.db, { ...page, to: filter.to || undefined, status: filter.status });
    answerList(ctx, 'mail-outbox', page, { rows: result.rows.map(toDto), total: result.total });
  });

  router.get('/:id', validate({ params: IdParams }), async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
    const [mail] = await mailsByIds(deps.db, [ctx.state.input.params.id]);
    if (!mail) throw notFound('Mail not found');
    ctx.body = toDto(mail);
  });

  return router;
}
