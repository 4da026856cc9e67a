import Router from '@koa/router';
import { listAuditEvents } from '@annuaire/projections';
import type { ApiDependencies } from '../../dependencies';
import { requirePermission } from '../../context';
import { validate, type ValidatedContext } from '../../validate';
import { pageOf, setContentRange } from '../simpleRest';
import { ListEventsQuery } from './schema';

/** The audit timeline in the ra-data-simple-rest dialect, for staff who may view all users. */
export function adminEventsRouter({ db }: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/events' });
  router.use(requirePermission('VIEW_ALL_USERS'));
  router.get(
    '/',
    validate({ query: ListEventsQuery }),
    async (ctx: ValidatedContext<{ query: typeof ListEventsQuery }>) => {
      const { sort, range, filter } = ctx.state.input.query;
      const page = { ...pageOf(range), descending: sort?.[1] === 'DESC' };
      const result = await listAuditEvents(db, filter ?? {}, page);
      setContentRange(ctx, 'events', page.offset, result.events.length, result.total);
      ctx.body = result.events;
    },
  );
  return router;
}
