import Router from '@koa/router';
import { listAuditEvents } from '@annuaire/projections';
import type { ApiDependencies } from '../../dependencies';
import { notFound } from '../../errors';
import { validate, type ValidatedContext } from '../../validate';
import { pageOf, setContentRange } from '../simpleRest';
import { ListEventsQuery } from './schema';

/**
 * The audit timeline in the ra-data-simple-rest dialect. Staff-only once accounts exist; until then it
 * is not exposed at all in production mode.
 */
export function adminEventsRouter({ db, config }: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/events' });
  router.use(async (_ctx, next) => {
    if (config.NODE_ENV === 'production') throw notFound();
    await next();
  });
  router.get(
    '/',
    validate({ query: ListEventsQuery }),
    async (ctx: ValidatedContext<{ query: typeof ListEventsQuery }>) => {
      if (config.NODE_ENV === 'production') throw notFound();
      const { sort, range, filter } = ctx.state.input.query;
      const page = { ...pageOf(range), descending: sort?.[1] === 'DESC' };
      const result = await listAuditEvents(db, filter ?? {}, page);
      setContentRange(ctx, 'events', page.offset, result.events.length, result.total);
      ctx.body = result.events;
    },
  );
  return router;
}
