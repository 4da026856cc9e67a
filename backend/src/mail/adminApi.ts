import Router from '@koa/router';
import { z } from 'zod';
import { metadataOf, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { maskTokens } from './masking';
import { listOutbox, mailsByIds, OUTBOX_STATUSES, type OutboxMail } from './outbox';
import { recordMailRead } from './reads';
import { answerList, IdParams, pageFor, resourceQuery } from '../api/simpleRest';

const OutboxQuery = resourceQuery(['createdAt'], { to: z.string().trim().max(254), status: z.enum(OUTBOX_STATUSES) });

/** A mail's envelope and delivery: what the list shows. No body, so listing reads no one's mail. */
const toEnvelope = ({ text: _text, html: _html, ...mail }: OutboxMail) => ({
  ...mail,
  createdAt: mail.createdAt.toISOString(),
  nextAttemptAt: mail.nextAttemptAt?.toISOString() ?? null,
  sentAt: mail.sentAt?.toISOString() ?? null,
});

/** One mail as staff read it: its body with every token hidden (masking.ts), and whether any was. */
function toMaskedMail(mail: OutboxMail) {
  const text = maskTokens(mail.text);
  const html = maskTokens(mail.html);
  return { ...toEnvelope(mail), text: text.text, html: html.text, tokensHidden: text.hidden + html.hidden > 0 };
}

/**
 * `/api/admin/mail-outbox` (admins, read only, docs/product.md §6): every mail and where its delivery stands, so
 * staff see which mail failed and the mail server's last answer. The list gives envelopes only; opening one
 * mail gives its body with its links' tokens hidden, and is recorded (`OutboxMailRead`) before it is answered:
 * a reset or claim link is a key to someone's account, staff accounts included, and reading what the product
 * wrote to a member is on record like an extract. The sender (sender.ts) still sends the real mail.
 */
export function adminMailOutboxRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/mail-outbox' });
  router.use(requireStaffAction('readMailOutbox'));

  router.get('/', validate({ query: OutboxQuery }), async (ctx: ValidatedContext<{ query: typeof OutboxQuery }>) => {
    const { range, filter = {} } = ctx.state.input.query;
    const page = pageFor(range, filter.id);
    if (filter.id) {
      const rows = await mailsByIds(deps.db, filter.id);
      return answerList(ctx, 'mail-outbox', page, { rows: rows.map(toEnvelope), total: rows.length });
    }
    const result = await listOutbox(deps.db, { ...page, to: filter.to || undefined, status: filter.status });
    answerList(ctx, 'mail-outbox', page, { rows: result.rows.map(toEnvelope), total: result.total });
  });

  router.get('/:id', validate({ params: IdParams }), async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
    const [mail] = await mailsByIds(deps.db, [ctx.state.input.params.id]);
    if (!mail) throw notFound('Mail not found');
    // A delivered mail's body is already erased (sender.ts): opening its envelope reads nothing of anyone's.
    if (mail.text || mail.html) await recordMailRead(deps, mail, metadataOf(ctx, deps.now()));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toMaskedMail(mail);
  });

  return router;
}
