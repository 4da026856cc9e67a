import Router from '@koa/router';
import type { ApiDependencies } from '../api/dependencies';
import { currentSettings } from './current';

/** `GET /api/app-settings` (docs/product.md §7): what the site needs before it renders; anyone may read it. */
export function settingsRouter(deps: ApiDependencies): Router {
  const router = new Router();
  router.get('/api/app-settings', async (ctx) => {
    const { maintenanceMode, cookieConsentEnabled } = await currentSettings(deps);
    ctx.body = { maintenanceMode, cookieConsentEnabled };
  });
  return router;
}
