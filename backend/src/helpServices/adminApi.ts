import Router from '@koa/router';
import { listHelpServices, type HelpServiceSort } from '@annuaire/projections';
import { HelpServiceInput } from '@annuaire/shared';
import { metadataOf, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { parseMerged, validate, type ValidatedContext } from '../api/validate';
import { readerLanguage } from '../api/language';
import { answerList, IdParams, pageFor, sortFor } from '../api/simpleRest';
import { HelpServicePatch, HelpServicesQuery, HelpServiceUpdate } from './schema';
import { createHelpService, deleteHelpService, editHelpService, requireHelpService, toAdminDto } from './service';

type OnService = ValidatedContext<{ params: typeof IdParams }>;

/** The backoffice's resource (ra-data-simple-rest). */
const RESOURCE = '/api/admin/help-services';

/**
 * Admins maintain the site's list of help services: `/api/admin/help-services` for the backoffice, and the writes
 * docs/api.md also gives `/api/help-services` (everyone reads that one, helpServices/api.ts). Each write is one
 * handler for both paths.
 */
export function adminHelpServicesRouter(deps: ApiDependencies): Router {
  // No prefix: the writes are mounted under /api/help-services too. The guard runs only for this router's routes.
  const router = new Router();
  router.use(requireStaffAction('manageHelpServices'));

  router.get(
    RESOURCE,
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

  router.get(`${RESOURCE}/:id`, validate({ params: IdParams }), async (ctx: OnService) => {
    ctx.body = toAdminDto(await requireHelpService(deps, ctx.state.input.params.id));
  });

  // The same body and the same answer (201, the service) on both paths.
  router.post(
    ['/api/help-services', RESOURCE],
    validate({ body: HelpServiceInput }),
    async (ctx: ValidatedContext<{ body: typeof HelpServiceInput }>) => {
      ctx.body = await createHelpService(deps, ctx.state.input.body, metadataOf(ctx, deps.now()));
      ctx.status = 201;
    },
  );

  // One edit: the backoffice's PUT sends the whole record, the site's PATCH the changed fields, merged here first.
  router.put(
    `${RESOURCE}/:id`,
    validate({ params: IdParams, body: HelpServiceUpdate }),
    async (ctx: ValidatedContext<{ params: typeof IdParams; body: typeof HelpServiceUpdate }>) => {
      const { params, body } = ctx.state.input;
      ctx.body = await editHelpService(deps, params.id, body, metadataOf(ctx, deps.now()));
    },
  );
  router.patch(
    '/api/help-services/:id',
    validate({ params: IdParams, body: HelpServicePatch }),
    async (ctx: ValidatedContext<{ params: typeof IdParams; body: typeof HelpServicePatch }>) => {
      const { params, body } = ctx.state.input;
      const current = await requireHelpService(deps, params.id);
      const fields = parseMerged(HelpServiceInput, {
        name: { ...current.name, ...body.name },
        description: { ...current.description, ...body.description },
        url: body.url === undefined ? current.url : body.url,
        phone: body.phone === undefined ? current.phone : body.phone,
      });
      ctx.body = await editHelpService(deps, params.id, fields, metadataOf(ctx, deps.now()));
    },
  );

  /** One removal, answering the service removed: react-admin reads its id; the site's path answers 204. */
  const remove = (ctx: OnService) => deleteHelpService(deps, ctx.state.input.params.id, metadataOf(ctx, deps.now()));
  router.delete(`${RESOURCE}/:id`, validate({ params: IdParams }), async (ctx: OnService) => {
    ctx.body = await remove(ctx);
  });
  router.delete('/api/help-services/:id', validate({ params: IdParams }), async (ctx: OnService) => {
    await remove(ctx);
    ctx.status = 204;
  });

  return router;
}
