import Router from '@koa/router';
import { allHelpServices } from '@annuaire/projections';
import type { ApiDependencies } from '../api/dependencies';
import { validate, type ValidatedContext } from '../api/validate';
import { readerLanguage } from '../api/language';
import { IdParams } from '../api/simpleRest';
import { PublicHelpServicesQuery } from './schema';
import { requireHelpService, toPublicDto } from './service';

type OnService = ValidatedContext<{ params: typeof IdParams; query: typeof PublicHelpServicesQuery }>;

/**
 * `/api/help-services` (docs/product.md §7): everyone reads the list the site's /help-services page shows, in the
 * reader's language. Admins' writes under this path are in adminApi.ts, with the backoffice's.
 */
export function helpServicesRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/help-services' });

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

  return router;
}
