import Router from '@koa/router';
import { listFlags } from '@annuaire/projections';
import { metadataOf, requirePermission } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { validate, type ValidatedContext } from '../api/validate';
import { UserIdParams } from '../users/schema';
import { adminFlagRoutes } from './adminApi';
import { listFlaggedActiveUsers } from './flaggedActive';
import { FlagAllBody, FlagIdParams, FlagInput, FlagPatch, ListFlagsQuery } from './schema';
import { createFlag, deleteFlag, editFlag, flagAll, toFlagDto } from './service';

type Params = { params: typeof FlagIdParams };

/** The public list answers every flag at once; beyond this staff should narrow with `type` or `q`. */
const LIST_LIMIT = 5000;

/**
 * Flags (SPEC §3, §7) for staff holding VIEW_FLAGS: the site's `/api/flags`, the backoffice's
 * `/api/admin/flags`, flag-all on a user and the flagged-active list. One router so that
 * `/api/users/flagged-active` is matched here before `/api/users/:id` of the staff users router.
 */
export function flagsRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router();
  const viewFlags = requirePermission('VIEW_FLAGS');

  router.get(
    '/api/flags',
    viewFlags,
    validate({ query: ListFlagsQuery }),
    async (ctx: ValidatedContext<{ query: typeof ListFlagsQuery }>) => {
      const { rows } = await listFlags(db, ctx.state.input.query, { offset: 0, limit: LIST_LIMIT });
      ctx.body = rows.map(toFlagDto);
    },
  );

  router.post(
    '/api/flags',
    viewFlags,
    validate({ body: FlagInput }),
    async (ctx: ValidatedContext<{ body: typeof FlagInput }>) => {
      ctx.body = await createFlag(deps, ctx.state.input.body, metadataOf(ctx, deps.now()));
      ctx.status = 201;
    },
  );

  router.patch(
    '/api/flags/:id',
    viewFlags,
    validate({ params: FlagIdParams, body: FlagPatch }),
    async (ctx: ValidatedContext<Params & { body: typeof FlagPatch }>) => {
      const { params, body } = ctx.state.input;
      ctx.body = await editFlag(deps, params.id, body, metadataOf(ctx, deps.now()));
    },
  );

  router.delete(
    '/api/flags/:id',
    viewFlags,
    validate({ params: FlagIdParams }),
    async (ctx: ValidatedContext<Params>) => {
      await deleteFlag(deps, ctx.state.input.params.id, metadataOf(ctx, deps.now()));
      ctx.status = 204;
    },
  );

  router.get('/api/users/flagged-active', viewFlags, async (ctx) => {
    ctx.body = await listFlaggedActiveUsers(db);
  });

  router.post(
    '/api/users/:id/flag-all',
    viewFlags,
    validate({ params: UserIdParams, body: FlagAllBody }),
    async (ctx: ValidatedContext<{ params: typeof UserIdParams; body: typeof FlagAllBody }>) => {
      const { params, body } = ctx.state.input;
      ctx.body = await flagAll(deps, params.id, body.note, metadataOf(ctx, deps.now()));
      ctx.status = 201;
    },
  );

  adminFlagRoutes(router, deps);
  return router;
}
