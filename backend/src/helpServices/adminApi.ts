import Router from '@koa/router';
import { listHelpServices, type HelpServiceSort } from '@annuaire/projections';
import { HelpServiceInput } from '@annuaire/shared';
import { metadataOf, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { validate, type ValidatedContext } from '../api/validate';
import { readerLanguage } from '../api/language';
import { answerList, IdParams, pageFor, sortFor } from '../api/simpleRest';
import { HelpServicesQuery, HelpServiceUpdate } from './schema';
import { createHelpService, deleteHelpService, editHelpService, requireHelpService, toAdminDto } from './service';

type OnService = ValidatedContext<{ params: typeof IdParams }>;

/** `/api/admin/help-services` in the ra-data-simple-rest dialect: admins maintain the site's list. */
export function adminHelpServicesRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/help-services' });
  router.use(requireStaffAction('manageHelpServices'));

  router.get(
    '/',
    validate({ query: HelpServicesQuery }),
    async (ctx: ValidatedContext<{ query: typeof HelpServicesQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      const order = sortFor<HelpServiceSort>(sort, { field: 'name', descending: false });
      const result = await listHelpServices(
        deps.db,
        { q: filter.q, ids: filter.id },
        { ...page, sort: order.field, descending: order.descending, language: readerLanguage(ctx, deps.config) },
      );
      answerList(ctx, 'help-services', page, { rows: result.rows.map(toAdminDto), total: result.total });
    },
  );

  router.get('/:id', validate({ params: IdParams }), async (ctx: OnService) => {
    ctx.body = toAdminDto(await requireHelpService(deps, ctx.state.input.params.id));
  });

  router.post(
    '/',
    validate({ body: HelpServiceInput }),
    async (ctx: ValidatedContext<{ body: typeof HelpServiceInput }>) => {
      ctx.body = await createHelpService(deps, ctx.state.input.body, metadataOf(ctx, deps.now()));
      ctx.status = 201;
    },
  );

  router.put(
    '/:id',
    validate({ params: IdParams, body: HelpServiceUpdate }),
    async (ctx: ValidatedContext<{ params: typeof IdParams; body: typeof HelpServiceUpdate }>) => {
      const { params, body } = ctx.state.input;
      ctx.body = await editHelpService(deps, params.id, body, metadataOf(ctx, deps.now()));
    },
  );

  router.delete('/:id', validate({ params: IdParams }), async (ctx: OnService) => {
    ctx.body = await deleteHelpService(deps, ctx.state.input.params.id, metadataOf(ctx, deps.now()));
  });

  return router;
}
