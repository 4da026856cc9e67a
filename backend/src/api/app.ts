import { existsSync } from 'node:fs';
import path from 'node:path';
import type Router from '@koa/router';
import Koa from 'koa';
import { authRouter } from '../accounts/api';
import { adminEventsRouter, auditRouter } from '../audit/adminApi';
import { loginAsRouter } from '../auth/loginAs';
import { sessionMiddleware } from '../auth/sessions';
import { adminCampaignsRouter } from '../campaigns/adminApi';
import { adsRouter } from '../campaigns/adsApi';
import { blocksRouter } from '../campaigns/api';
import { blockMedia } from '../campaigns/media';
import { REPOSITORY_ROOT } from '../config';
import { adminCrashReportsRouter } from '../crashReports/adminApi';
import { crashReportsRouter } from '../crashReports/api';
import { connectionsRouter } from '../connections/adminApi';
import { contactRouter } from '../contact/api';
import { adminLedgerRouter, staffCreditsRouter } from '../credits/adminApi';
import { creditsRouter } from '../credits/api';
import { directoryRouter } from '../directory/api';
import { homeRouter } from '../directory/home';
import { duplicateChecksRouter } from '../duplicates/adminApi';
import { flagsRouter } from '../flags/adminApi';
import { adminHelpServicesRouter } from '../helpServices/adminApi';
import { helpServicesRouter } from '../helpServices/api';
import { liveRouter } from '../live/api';
import type { LiveFanOut } from '../live/fanOut';
import { adminMailOutboxRouter } from '../mail/adminApi';
import { mostConversationsRouter } from '../messaging/adminApi';
import { messagingRouter } from '../messaging/api';
import { adminNotificationBatchesRouter, adminNotificationsRouter } from '../notifications/adminApi';
import { notificationsRouter } from '../notifications/api';
import { adminPaymentIntentsRouter } from '../payments/adminApi';
import { cryptoRouter } from '../payments/api';
import { observeApp, type ObservabilityOptions } from '../observability/app';
import { adminPicturesRouter } from '../pictures/adminApi';
import { picturesRouter } from '../pictures/api';
import { imagesRouter } from '../pictures/images';
import { pictureMedia } from '../pictures/media';
import { placeholdersRouter } from '../pictures/placeholders';
import { adminReportsRouter } from '../reports/adminApi';
import { reportsRouter } from '../reports/api';
import { adminSavedQueriesRouter } from '../savedQueries/adminApi';
import { adminSettingsRouter } from '../settings/adminApi';
import { settingsRouter } from '../settings/api';
import { adminUsersRouter, staffUsersRouter } from '../users/adminApi';
import { currentUserRouter } from '../users/api';
import { mergeRouter } from '../users/mergeApi';
import { staffViewsRouter } from '../views/adminApi';
import { viewsRouter } from '../views/api';
import { manifestRouter } from '../web/manifest';
import { httpCache } from '../web/httpCache';
import { tagManagerOrigins } from '../web/pagePolicy';
import { faviconRouter } from '../web/favicon';
import { seoRouter } from '../web/seo/router';
import { serveApp } from '../web/static';
import { publicReadModelsVersion, serverRendering } from '../web/ssr/serverRendering';
import { jsonBody } from './body';
import { refuseCrossSite } from './boundary/crossSite';
import { answerErrors } from './boundary/errors';
import { refuseWritesDuringMaintenance } from './boundary/maintenance';
import { refuseUnsafeText } from './boundary/safeText';
import { securityHeaders } from './boundary/securityHeaders';
import { loadActor } from './context';
import type { ApiDependencies } from './dependencies';
import { healthRouter } from './health';
import { mountRouters } from './routing';

/**
 * Every router of the API, each slice's public one (`api.ts`) and staff one (`adminApi.ts`). Their order
 * does not matter: a literal path segment wins over a parameter wherever it is mounted (routing.ts).
 * `live` feeds the Server-Sent Events route; without it that route answers 503 and the site polls.
 */
export function apiRouters(deps: ApiDependencies, live: LiveFanOut | null): Router[] {
  const pictures = pictureMedia(deps.config, deps.db);
  const blocks = blockMedia(deps.config, deps.db);
  return [
    healthRouter(deps),
    deps.captcha.router(),
    authRouter(deps),
    loginAsRouter(deps),
    contactRouter(deps),
    currentUserRouter(deps),
    staffUsersRouter(deps),
    adminUsersRouter(deps),
    mergeRouter(deps),
    directoryRouter(deps),
    homeRouter(deps),
    auditRouter(deps),
    adminEventsRouter(deps),
    creditsRouter(deps),
    staffCreditsRouter(deps),
    adminLedgerRouter(deps),
    cryptoRouter(deps),
    adminPaymentIntentsRouter(deps),
    flagsRouter(deps),
    picturesRouter(deps, pictures),
    imagesRouter(deps, pictures),
    placeholdersRouter(),
    adminPicturesRouter(deps),
    viewsRouter(deps),
    staffViewsRouter(deps),
    messagingRouter(deps),
    mostConversationsRouter(deps),
    notificationsRouter(deps),
    adminNotificationsRouter(deps),
    adminNotificationBatchesRouter(deps),
    liveRouter(live),
    reportsRouter(deps),
    adminReportsRouter(deps),
    settingsRouter(deps),
    adminSettingsRouter(deps),
    helpServicesRouter(deps),
    adminHelpServicesRouter(deps),
    blocksRouter(deps, blocks),
    adminCampaignsRouter(deps, blocks),
    adsRouter(deps),
    duplicateChecksRouter(deps),
    connectionsRouter(deps),
    adminMailOutboxRouter(deps),
    crashReportsRouter(deps),
    manifestRouter(deps),
    adminCrashReportsRouter(deps),
    adminSavedQueriesRouter(deps),
    seoRouter(deps),
    faviconRouter(deps),
  ];
}

/** The Koa application: the boundary's checks, body, session and actor, the API's routers, then the built apps. */
export function createApp(deps: ApiDependencies, options: { live?: LiveFanOut } & ObservabilityOptions = {}): Koa {
  const app = new Koa();
  // Only the proxies the operator declares are believed about the client's address and protocol.
  app.proxy = deps.config.TRUST_PROXY > 0;
  app.maxIpsCount = deps.config.TRUST_PROXY;

  const publicUrl = deps.config.PUBLIC_URL;
  // Request id, access line and timing outermost, so they cover every answer, refusals included.
  const observed = observeApp(app, deps, options.live ?? null, options);
  app.use(observed.requests);
  app.use(securityHeaders({ publicUrl }));
  // Outside the error boundary, so it sees error answers as sent (never cacheable) and compresses them too.
  app.use(httpCache({ website: deps.config.WEBSITE }));
  app.use(answerErrors);
  app.use(observed.endpoint);
  // Before the body is read: a cross-site or form-encoded request is refused without parsing it.
  app.use(refuseCrossSite({ publicUrl }));
  // The payment provider's webhook is signed over its raw bytes (payments/api.ts).
  app.use(jsonBody());
  app.use(refuseUnsafeText);
  app.use(sessionMiddleware(deps.db, { now: deps.now }));
  app.use(loadActor(deps));
  // Needs the actor: staff keep writing during a maintenance, everyone else is refused (boundary/maintenance.ts).
  app.use(refuseWritesDuringMaintenance(deps));

  mountRouters(app, apiRouters(deps, options.live ?? null));
  // The built staff app under /hq, then the public site, when built (`npm start` builds both). The staff
  // app comes first: the site's fallback would otherwise answer /hq with the site's own index.html.
  const staffApp = path.join(REPOSITORY_ROOT, 'backoffice', 'dist');
  const scriptOrigins = tagManagerOrigins();
  if (existsSync(path.join(staffApp, 'index.html'))) app.use(serveApp(staffApp, '/hq'));
  const site = path.join(REPOSITORY_ROOT, 'frontend', 'dist');
  if (existsSync(path.join(site, 'index.html'))) {
    // Public pages rendered on the server when the site's server bundle is built, else by the browser.
    const serverDir = path.join(REPOSITORY_ROOT, 'frontend', 'dist-server');
    const { PUBLIC_URL: publicUrl, WEBSITE: website } = deps.config;
    if (deps.config.SERVER_RENDERING === 'on') {
      // Kept pages follow what the public pages show (PUBLIC_READ_MODELS, shared/src/render/readModels.ts).
      const publicVersion = publicReadModelsVersion();
      app.use(serverRendering(app, { siteDir: site, serverDir, publicUrl, website, scriptOrigins, publicVersion }));
    }
    app.use(serveApp(site, '/', { scriptOrigins }));
  }
  return app;
}
