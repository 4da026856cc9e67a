import type Router from '@koa/router';
import { findFlagById, listFlags } from '@annuaire/projections';
import { metadataOf, requirePermission } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { pageOf, setContentRange } from '../api/admin/simpleRest';
import { validate, type ValidatedContext } from '../api/validate';
import { AdminFlagUpdate, AdminListFlagsQuery, FlagIdParams, FlagInput, type FlagSort } from './schema';
import { createFlag, deleteFlag, editFlag, toFlagDto } from './service';

type Params = { params: typeof FlagIdParams };

/** `/api/admin/flags` in the ra-data-simple-rest dialect, for the backoffice's flags resource. */
export function adminFlagRoutes(router: Router, deps: ApiDependencies): void {
  const { db } = deps;
  const viewFlags = requirePermission('VIEW_FLAGS');

  router.get(
    '/api/admin/flags',
    viewFlags,
    validate({ query: AdminListFlagsQuery }),
    async (ctx: ValidatedContext<{ query: typeof AdminListFlagsQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageOf(range);
      const { rows, total } = await listFlags(
        db,
        { type: filter.type, q: filter.q, ids: filter.id },
        { ...page, sort: sort?.[0] as FlagSort | undefined, descending: sort ? sort[1] === 'DESC' : true },
      );
      setContentRange(ctx, 'flags', page.offset, rows.length, total);
      ctx.body = rows.map(toFlagDto);
    },
  );

  router.get(
    '/api/admin/flags/:id',
    viewFlags,
    validate({ params: FlagIdParams }),
    async (ctx: ValidatedContext<Params>) => {
      const flag = await findFlagById(db, ctx.state.input.params.id);
      if (!flag) throw notFound('Flag not found');
      ctx.body = toFlagDto(flag);
    },
  );

  router.post(
    '/api/admin/flags',
    viewFlags,
    validate({ body: FlagInput }),
    async (ctx: ValidatedContext<{ body: typeof FlagInput }>) => {
      ctx.body = await createFlag(deps, ctx.state.input.body, metadataOf(ctx, deps.now()));
      ctx.status = 201;
    },
  );

  router.put(
    '/api/admin/flags/:id',
    viewFlags,
    validate({ params: FlagIdParams, body: AdminFlagUpdate }),
    async (ctx: ValidatedContext<Params & { body: typeof AdminFlagUpdate }>) => {
      const { params, body } = ctx.state.input;
      ctx.body = await editFlag(deps, params.id, body, metadataOf(ctx, deps.now()));
    },
  );

  // ra-data-simple-rest reads the deleted record's id from the answer (deleteMany too), hence 200 with it.
  router.delete(
    '/api/admin/flags/:id',
    viewFlags,
    validate({ params: FlagIdParams }),
    async (ctx: ValidatedContext<Params>) => {
      const flag = await findFlagById(db, ctx.state.input.params.id);
      if (!flag) throw notFound('Flag not found');
      await deleteFlag(deps, flag.id, metadataOf(ctx, deps.now()));
      ctx.body = toFlagDto(flag);
    },
  );
}
