import Router from '@koa/router';
import { APP_SETTINGS_ID, settingsProblem } from '@annuaire/shared';
import { metadataOf, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { badRequest } from '../api/errors';
import { setContentRange } from '../api/simpleRest';
import { validate, type ValidatedContext } from '../api/validate';
import { runSettingsCommand } from './commands';
import { currentSettings, defaultsOf, settingsRecord } from './current';
import { SettingsParams, SettingsUpdate } from './schema';

/** `/api/admin/settings` (admins): the app settings as one react-admin record, `app`. */
export function adminSettingsRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/settings' });
  router.use(requireStaffAction('changeAppSettings'));

  router.get('/', async (ctx) => {
    setContentRange(ctx, 'settings', 0, 1, 1);
    ctx.body = [await settingsRecord(deps)];
  });

  router.get('/:id', validate({ params: SettingsParams }), async (ctx) => {
    ctx.body = await settingsRecord(deps);
  });

  router.put(
    '/:id',
    validate({ params: SettingsParams, body: SettingsUpdate }),
    async (ctx: ValidatedContext<{ params: typeof SettingsParams; body: typeof SettingsUpdate }>) => {
      const { reason, ...given } = ctx.state.input.body;
      const settings = { ...(await currentSettings(deps, { fresh: true })), ...given };
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

  return router;
}
