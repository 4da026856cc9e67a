import { existsSync } from 'node:fs';
import path from 'node:path';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { authRouter } from '../accounts/api';
import { contactRouter } from '../contact/api';
import { auditRouter } from '../audit/api';
import { sessionMiddleware } from '../auth/sessions';
import { creditsRouter } from '../credits/api';
import { directoryRouter } from '../directory/api';
import { flagsRouter } from '../flags/api';
import { liveRouter } from '../live/api';
import type { LiveFanOut } from '../live/fanOut';
import { messagingRouter } from '../messaging/api';
import { mostConversationsRouter } from '../messaging/staffApi';
import { notificationsRouter } from '../notifications/api';
import { picturesRouters } from '../pictures';
import { currentUserRouter } from '../users/api';
import { mergeRouter } from '../users/mergeApi';
import { staffUsersRouter } from '../users/staffApi';
import { viewsRouter } from '../views/api';
import { backofficeRouters } from '../backoffice/routers';
import { staffToolsRouters } from '../staffTools/routers';
import { adminEventsRouter } from './admin/events/api';
import { loadActor } from './context';
import type { ApiDependencies } from './dependencies';
import { HttpError, toErrorResponse } from './errors';
import { healthRouter } from './health/api';
import { REPOSITORY_ROOT } from '../config';
import { serveApp } from '../web/static';

/**
 * The Koa application: errors, body, session and actor, then one router per slice. `live` feeds the
 * Server-Sent Events route; without it that route answers 503 and the site polls.
 */
export function createApp(deps: ApiDependencies, options: { live?: LiveFanOut } = {}): Koa {
  const app = new Koa();
  app.proxy = deps.config.NODE_ENV === 'production';

  app.use(async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { msg: `No route ${ctx.method} ${ctx.path}`, code: 'not_found' };
      }
    } catch (error) {
      const known = toErrorResponse(error);
      if (known) {
        ctx.status = known.status;
        ctx.body = known.body;
        return;
      }
      ctx.status = 500;
      ctx.body = { msg: 'Internal error', code: 'internal' };
      ctx.app.emit('error', error, ctx);
    }
  });
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: '200kb',
      onError: (error) => {
        const tooLarge = (error as { status?: number }).status === 413;
        throw tooLarge
          ? new HttpError(413, 'payload_too_large', 'The request body is too large')
          : new HttpError(400, 'invalid_request', 'The request body is not valid JSON');
      },
    }),
  );
  app.use(sessionMiddleware(deps.db, { now: deps.now }));
  app.use(loadActor(deps));

  const routers = [
    healthRouter(deps),
    deps.captcha.router(),
    authRouter(deps),
    contactRouter(deps),
    // Before the staff users router: its /api/users/:id would otherwise take /api/users/flagged-active.
    flagsRouter(deps),
    currentUserRouter(deps),
    creditsRouter(deps),
    mergeRouter(deps),
    auditRouter(deps),
    // Before the staff users router: its POST /api/users/:id/approve would take /api/users/pictures/approve.
    ...picturesRouters(deps),
    // Before the staff users router: its GET /api/users/:id would take GET /api/users/statistics.
    viewsRouter(deps),
    messagingRouter(deps),
    notificationsRouter(deps),
    liveRouter(options.live ?? null),
    // Before the staff users router: its GET /api/users/:id would take /api/users/most-conversations.
    mostConversationsRouter(deps),
    staffUsersRouter(deps),
    adminEventsRouter(deps),
    ...backofficeRouters(deps),
    ...staffToolsRouters(deps),
    // Last: its `/api/users/:id` must not shadow the named `/api/users/...` routes above.
    directoryRouter(deps),
  ];
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());
  // The built staff app under /hq, then the public site, when built (`npm start` builds both). The staff
  // app comes first: the site's fallback would otherwise answer /hq with the site's own index.html.
  const staffApp = path.join(REPOSITORY_ROOT, 'backoffice', 'dist');
  if (existsSync(path.join(staffApp, 'index.html'))) app.use(serveApp(staffApp, '/hq'));
  const site = path.join(REPOSITORY_ROOT, 'frontend', 'dist');
  if (existsSync(path.join(site, 'index.html'))) app.use(serveApp(site));
  return app;
}
