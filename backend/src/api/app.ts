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
import { answerErrors } from './boundary/errors';
import { refuseCrossSite } from './boundary/crossSite';
import { refuseUnsafeText } from './boundary/safeText';
import { securityHeaders } from './boundary/securityHeaders';
import { HttpError } from './errors';
import { healthRouter } from './health/api';
import { REPOSITORY_ROOT } from '../config';
import { tagManagerOrigins } from '../web/pagePolicy';
import { serveApp } from '../web/static';

/**
 * The Koa application: errors, body, session and actor, then one router per slice. `live` feeds the
 * Server-Sent Events route; without it that route answers 503 and the site polls.
 */
export function createApp(deps: ApiDependencies, options: { live?: LiveFanOut } = {}): Koa {
  const app = new Koa();
  // Only the proxies the operator declares are believed about the client's address and protocol.
  app.proxy = deps.config.TRUST_PROXY > 0;
  app.maxIpsCount = deps.config.TRUST_PROXY;

  const publicUrl = deps.config.PUBLIC_URL;
  app.use(securityHeaders({ publicUrl }));
  app.use(answerErrors);
  // Before the body is read: a cross-site or form-encoded request is refused without parsing it.
  app.use(refuseCrossSite({ publicUrl }));
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
  app.use(refuseUnsafeText);
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
  const scriptOrigins = tagManagerOrigins();
  if (existsSync(path.join(staffApp, 'index.html'))) app.use(serveApp(staffApp, '/hq'));
  const site = path.join(REPOSITORY_ROOT, 'frontend', 'dist');
  if (existsSync(path.join(site, 'index.html'))) app.use(serveApp(site, '/', { scriptOrigins }));
  return app;
}
