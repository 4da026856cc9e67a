import Router from '@koa/router';
import { ContactInput } from '@annuaire/shared';
import { stateOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { validate, type ValidatedContext } from '../api/validate';
import { rateLimit } from '../auth/rateLimit';
import { escapeHtml } from '../mail/templates';

/**
 * `POST /api/contact`: the contact-us form. The message goes to the team's address (the outbox on the
 * embedded default, read in the backoffice), with the sender's address to reply to.
 */
export function contactRouter(deps: ApiDependencies): Router {
  const router = new Router();
  router.post(
    '/api/contact',
    rateLimit({ db: deps.db, name: 'contact', limit: 5, windowMs: 15 * 60_000 }),
    validate({ body: ContactInput }),
    deps.captcha.require(),
    async (ctx: ValidatedContext<{ body: typeof ContactInput }>) => {
      const { name, email, subject, message } = ctx.state.input.body;
      const member = stateOf(ctx).actor?.userId ?? 'not logged in';
      const text = `From: ${name} <${email}>\nMember: ${member}\n\n${message}`;
      await deps.mailer.send({
        to: deps.config.CONTACT_EMAIL,
        subject: `[contact] ${subject}`,
        text,
        html: `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(text)}</pre>`,
      });
      ctx.status = 204;
    },
  );
  return router;
}
