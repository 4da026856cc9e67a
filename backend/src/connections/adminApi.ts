import Router from '@koa/router';
import { requirePermission } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { validate, type ValidatedContext } from '../api/validate';
import { requireActiveUser } from '../users/lookup';
import { UserIdParams } from '../users/schema';
import { findConnections } from './queries';

/**
 * `POST /api/users/{id}/lookup-connections` (docs/product.md §7): the accounts linked to a member, each with why,
 * for staff who check duplicates (DUPLICATE_CHECKS, docs/product.md §6). A POST because it is a look-up staff run on
 * purpose, not a page anyone browses; it changes nothing.
 */
export function connectionsRouter(deps: ApiDependencies): Router {
  const router = new Router();
  router.post(
    '/api/users/:id/lookup-connections',
    requirePermission('DUPLICATE_CHECKS'),
    validate({ params: UserIdParams }),
    async (ctx: ValidatedContext<{ params: typeof UserIdParams }>) => {
      const { state } = await requireActiveUser(deps.db, ctx.state.input.params.id);
      ctx.body = { userId: state.userId, connections: await findConnections(deps.db, state.userId, deps.now()) };
    },
  );
  return router;
}
