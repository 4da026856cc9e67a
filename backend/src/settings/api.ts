import Router from '@koa/router';
import { MENU_LINKS, type AppSettings, type MenuLink } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { currentSettings } from './current';

const MENU_SETTINGS: Readonly<Record<MenuLink, keyof AppSettings>> = {
  liveCams: 'liveCamsUrl',
  dating: 'datingUrl',
  dating2: 'dating2Url',
};

/**
 * `GET /api/app-settings` (docs/product.md §7): what the site needs before it renders; anyone may read it.
 * `partnerLinks` names the sub-navigation links an admin set, in order; the site links to them through
 * `/go/menu-1..3` (docs/product.md §2), so their addresses need not travel and every click is counted.
 */
export function settingsRouter(deps: ApiDependencies): Router {
  const router = new Router();
  router.get('/api/app-settings', async (ctx) => {
    const settings = await currentSettings(deps);
    const { maintenanceMode, cookieConsentEnabled } = settings;
    const partnerLinks = MENU_LINKS.filter((link) => typeof settings[MENU_SETTINGS[link]] === 'string');
    ctx.body = { maintenanceMode, cookieConsentEnabled, partnerLinks };
  });
  return router;
}
