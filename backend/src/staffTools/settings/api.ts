import Router from '@koa/router';
import { APP_SETTINGS_ID, settingsProblem } from '@annuaire/shared';
import { metadataOf, requireStaffAction } from '../../api/context';
import type { ApiDependencies } from '../../api/dependencies';
import { badRequest } from '../../api/errors';
import { validate, type ValidatedContext } from '../../api/validate';
import { setContentRange } from '../../api/admin/simpleRest';
import { runSettingsCommand } from './commands';
import { currentSettings, defaultsOf, settingsRecord } from './current';
import { SettingsParams, SettingsUpdate } from './schema';

/**
 * `/api/admin/settings` (admins): the app settings as one react-admin record, `app`; and the public
 * `GET /api/app-settings` (SPEC §7) with the settings the site obeys.
 */
export function settingsRouter(deps: ApiDependencies): Router {
  const router = new Router();
  const admin = requireStaffAction('changeAppSettings');

  router.get('/api/admin/settings', admin, async (ctx) => {
    setContentRange(ctx, 'settings', 0, 1, 1);
    ctx.body = [await settingsRecord(deps)];
  });

  router.get('/api/admin/settings/:id', admin, validate({ params: SettingsParams }), async (ctx) => {
    ctx.body = await settingsRecord(deps);
  });

  router.put(
    '/api/admin/settings/:id',
    admin,
    validate({ params: SettingsParams, body: SettingsUpdate }),
    async (ctx: ValidatedContext<{ params: typeof SettingsParams; body: typeof SettingsUpdate }>) => {
      const { reason, ...settings } = ctx.state.input.body;
      const problem = settingsProblem(settings);
      if (problem)
        throw badRequest(`Invalid body.${problem.path}`, [{ path: `body.${problem.path}`, message: problem.message }]);
      await runSettingsCommand(
        deps,
        APP_SETTINGS_ID,
        { type: 'Change', settings, defaults: defaultsOf(deps) },
        metadataOf(ctx, deps.now(), reason || null),
      );
      ctx.body = await settingsRecord(deps);
    },
  );

  /** What the site needs before it renders: anyone may read it. */
  router.get('/api/app-settings', async (ctx) => {
    const { maintenanceMode, cookieConsentEnabled } = await currentSettings(deps);
    ctx.body = { maintenanceMode, cookieConsentEnabled };
  });

  return router;
}
