import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import { findUserById } from '@annuaire/projections';
import { hasPermission } from '@annuaire/shared';
import { actorOf, metadataOf, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError, notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { endImpersonationsBy, mayStillImpersonate } from './impersonation';
import { consumeLoginLink, issueLoginLink, loginLinkExpiry } from './loginLinks';
import { createSession, isHttpsSite, setSessionCookie } from './sessions';
import { runUserCommand } from '../users/commands';
import { ReasonBody, UserIdParams } from '../users/schema';

const TokenParams = z.object({ token: z.string().min(1).max(100) });
const linkInvalid = () =>
  new HttpError(410, 'login_link_invalid', 'This login link has expired, was already used or was withdrawn');
const LINK_PATH = '/api/auth/login-as/';
/** Long enough to help a member, short enough that a forgotten tab does not stay the member for a day. */
const IMPERSONATION_HOURS = 1;

/**
 * Staff "log in as" (docs/product.md §1, §7): an admin asks for a one-time, short-lived link with a reason; opening it
 * starts a session as the member with the admin recorded as impersonator. Both steps are events of the
 * member's stream, so the history shows who acted as whom and why; every event the impersonated session
 * appends carries the admin in its metadata too (api/context.ts).
 */
export function loginAsRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router();

  router.post(
    '/api/users/:id/login-as',
    requireStaffAction('loginAs'),
    validate({ params: UserIdParams, body: ReasonBody }),
    async (ctx: ValidatedContext<{ params: typeof UserIdParams; body: typeof ReasonBody }>) => {
      const actor = actorOf(ctx);
      const record = await findUserById(db, ctx.state.input.params.id);
      if (!record || record.status !== 'active') throw notFound('User not found');
      // Acting as another staff member would hide staff actions behind someone else's name.
      if (record.state.userId === actor.userId || hasPermission(record.state.role, 'VIEW_ALL_USERS')) {
        throw new HttpError(403, 'staff_not_impersonable', 'Staff accounts cannot be logged in as');
      }
      const now = deps.now();
      const { reason } = ctx.state.input.body;
      const linkId = randomUUID();
      const expiresAt = loginLinkExpiry(now);
      // Recorded before the link exists: a link is never usable without its trace in the history.
      await runUserCommand(
        deps,
        record.state.userId,
        { type: 'RecordLoginAsLink', linkId, expiresAt: expiresAt.toISOString() },
        metadataOf(ctx, now, reason),
      );
      const token = await issueLoginLink(db, {
        linkId,
        userId: record.state.userId,
        impersonatorId: actor.userId,
        reason,
        now,
        expiresAt,
      });
      // On the configured address, never the request's Host header: a forged Host would otherwise make the
      // admin hand out (or a proxy cache) a link to another site carrying a live login token.
      const url = `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}${LINK_PATH}${token}`;
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      // `loginUrl` is docs/product.md §7's name for it; `url` the backoffice's.
      ctx.body = { url, loginUrl: url, expiresAt: expiresAt.toISOString() };
    },
  );

  router.get(
    `${LINK_PATH}:token`,
    validate({ params: TokenParams }),
    async (ctx: ValidatedContext<{ params: typeof TokenParams }>) => {
      const now = deps.now();
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Referrer-Policy', 'no-referrer');
      const link = await consumeLoginLink(db, ctx.state.input.params.token, now);
      if (!link) throw linkInvalid();
      // The admin who issued it must still hold the right now (docs/product.md §6): a revoked admin's links die.
      if (!(await mayStillImpersonate(db, link.impersonatorId))) {
        await endImpersonationsBy(db, link.impersonatorId);
        throw linkInvalid();
      }
      const record = await findUserById(db, link.userId);
      if (!record || record.status !== 'active') throw notFound('User not found');
      await runUserCommand(
        deps,
        link.userId,
        { type: 'RecordLoginAsUse', linkId: link.linkId },
        {
          ...metadataOf(ctx, now, link.reason),
          actorId: link.userId,
          actorRole: record.state.role,
          impersonatorId: link.impersonatorId,
        },
      );
      const { token, expiresAt } = await createSession(db, {
        userId: link.userId,
        remember: false,
        hours: IMPERSONATION_HOURS,
        impersonatorId: link.impersonatorId,
        userAgent: ctx.get('user-agent'),
        ip: ctx.ip,
        now,
      });
      // A browser-session cookie (not persistent): the impersonation ends with the admin's browser at the latest.
      setSessionCookie(ctx, token, expiresAt, isHttpsSite(deps.config.PUBLIC_URL));
      ctx.redirect('/');
    },
  );

  return router;
}
