import Router from '@koa/router';
import { allHelpServices } from '@annuaire/projections';
import { HelpServiceInput } from '@annuaire/shared';
import { metadataOf, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { parseMerged, validate, type ValidatedContext } from '../api/validate';
import { readerLanguage } from '../api/language';
import { IdParams } from '../api/simpleRest';
import { HelpServicePatch, PublicHelpServicesQuery } from './schema';
import { createHelpService, deleteHelpService, editHelpService, requireHelpService, toPublicDto } from './service';

type OnService = ValidatedContext<{ params: typeof IdParams; query: typeof PublicHelpServicesQuery }>;

/**
 * `/api/help-services` (docs/product.md §7): everyone reads the list the site's /help-services page shows, in the
 * reader's language; admins also write through it (the backoffice uses `/api/admin/help-services`).
 */
export function helpServicesRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/help-services' });
  const admin = requireStaffAction('manageHelpServices');

  router.get(
    '/',
    validate({ query: PublicHelpServicesQuery }),
    async (ctx: ValidatedContext<{ query: typeof PublicHelpServicesQuery }>) => {
      const language = readerLanguage(ctx, deps.config, ctx.state.input.query.lang);
      ctx.body = (await allHelpServices(deps.db, language)).map((record) => toPublicDto(record, language));
      ctx.set('Vary', 'Accept-Language, Cookie');
    },
  );

  router.get('/:id', validate({ params: IdParams, query: PublicHelpServicesQuery }), async (ctx: OnService) => {
    const language = readerLanguage(ctx, deps.config, ctx.state.input.query.lang);
    ctx.body = toPublicDto(await requireHelpService(deps, ctx.state.input.params.id), language);
  });

  router.post(
    '/',
    admin,
    validate({ body: HelpServiceInput }),
    async (ctx: ValidatedContext<{ body: typeof HelpServiceInput }>) => {
      ctx.body = await createHelpService(deps, ctx.state.input.body, metadataOf(ctx, deps.now()));
      ctx.status = 201;
    },
  );

  router.patch(
    '/:id',
    admin,
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

  router.delete(
    '/:id',
    admin,
    validate({ params: IdParams }),
    async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
      await deleteHelpService(deps, ctx.state.input.params.id, metadataOf(ctx, deps.now()));
      ctx.status = 204;
    },
  );

  return router;
}
