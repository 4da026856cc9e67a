import Router from '@koa/router';
import { z } from 'zod';
import { findFlagById, listFlags } from '@annuaire/projections';
import type { FlagType } from '@annuaire/shared';
import { metadataOf, requirePermission } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { answerList, IdParams, pageFor, pageOf, resourceQuery, sortFor } from '../api/simpleRest';
import { validate, type ValidatedContext } from '../api/validate';
import { UserIdParams } from '../users/schema';
import { listFlaggedActiveUsers, type FlaggedActiveUser } from './flaggedActive';
import {
  AdminFlagUpdate,
  AdminListFlagsQuery,
  FlagAllBody,
  FlagIdParams,
  FlagInput,
  FlagPatch,
  ListFlagsQuery,
  type FlagSort,
} from './schema';
import { createFlag, deleteFlag, editFlag, flagAll, toFlagDto } from './service';

type Params = { params: typeof FlagIdParams };

/** The public list answers every flag at once; beyond this staff should narrow with `type` or `q`. */
const LIST_LIMIT = 5000;

const FlaggedActiveQuery = resourceQuery(['username', 'createdAt'], { q: z.string().max(254) });

function matches(user: FlaggedActiveUser, q: string | undefined): boolean {
  const term = q?.trim().toLowerCase();
  if (!term) return true;
  return [user.username, user.email, user.contactEmail ?? '', user.phone ?? ''].some((value) =>
    value.toLowerCase().includes(term),
  );
}

/**
 * Flags (docs/product.md §3, §7), for staff holding VIEW_FLAGS: the site's `/api/flags`, flag-all on a user and
 * the flagged-active list; and the backoffice's `/api/admin/flags` and `/api/admin/flagged-active-users`
 * in the ra-data-simple-rest dialect. Each operation is one handler or one reading for both dialects; the paths
 * differ only in the input they take and the shape they answer (plain array, or a page with `Content-Range`).
 */
export function flagsRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router();
  router.use(requirePermission('VIEW_FLAGS'));

  /** The one reading of the flags list, for both dialects: newest first unless told otherwise. */
  const readFlags = async (
    filter: { type?: FlagType | undefined; q?: string | undefined; ids?: string[] | undefined },
    page: { offset: number; limit: number; sort?: FlagSort | undefined; descending: boolean },
  ) => {
    const { rows, total } = await listFlags(db, filter, page);
    return { rows: rows.map(toFlagDto), total };
  };
  /**
   * The one reading of the flagged-active list, for both dialects: computed whole (flags are few), narrowed to a
   * getMany's ids and to `q`, in the order the accounts come.
   */
  const readFlaggedActive = async (filter: { ids?: string[] | undefined; q?: string | undefined }) => {
    const ids = filter.ids ? new Set(filter.ids) : null;
    return (await listFlaggedActiveUsers(db)).filter((user) => (!ids || ids.has(user.id)) && matches(user, filter.q));
  };

  // docs/api.md: every flag at once (a plain array), newest first.
  router.get(
    '/api/flags',
    validate({ query: ListFlagsQuery }),
    async (ctx: ValidatedContext<{ query: typeof ListFlagsQuery }>) => {
      const { type, q } = ctx.state.input.query;
      ctx.body = (await readFlags({ type, q }, { offset: 0, limit: LIST_LIMIT, descending: true })).rows;
    },
  );

  // One creation for both dialects: the same body and the same answer (201, the flag).
  router.post(
    ['/api/flags', '/api/admin/flags'],
    validate({ body: FlagInput }),
    async (ctx: ValidatedContext<{ body: typeof FlagInput }>) => {
      ctx.body = await createFlag(deps, ctx.state.input.body, metadataOf(ctx, deps.now()));
      ctx.status = 201;
    },
  );

  /** One edit: the site's PATCH sends the changed fields, the backoffice's PUT the whole record back. */
  const edit = async (ctx: ValidatedContext<Params & { body: typeof FlagPatch | typeof AdminFlagUpdate }>) => {
    const { params, body } = ctx.state.input;
    ctx.body = await editFlag(deps, params.id, body, metadataOf(ctx, deps.now()));
  };
  router.patch('/api/flags/:id', validate({ params: FlagIdParams, body: FlagPatch }), edit);
  router.put('/api/admin/flags/:id', validate({ params: FlagIdParams, body: AdminFlagUpdate }), edit);

  /** One removal (404 for an unknown flag), answering the flag removed. */
  const remove = async (ctx: ValidatedContext<Params>) => {
    const flag = await findFlagById(db, ctx.state.input.params.id);
    if (!flag) throw notFound('Flag not found');
    await deleteFlag(deps, flag.id, metadataOf(ctx, deps.now()));
    return toFlagDto(flag);
  };
  router.delete('/api/flags/:id', validate({ params: FlagIdParams }), async (ctx: ValidatedContext<Params>) => {
    await remove(ctx);
    ctx.status = 204;
  });
  // ra-data-simple-rest reads the deleted record's id from the answer (deleteMany too), hence 200 with it.
  router.delete('/api/admin/flags/:id', validate({ params: FlagIdParams }), async (ctx: ValidatedContext<Params>) => {
    ctx.body = await remove(ctx);
  });

  // docs/api.md: the whole list, a plain array.
  router.get('/api/users/flagged-active', async (ctx) => {
    ctx.body = await readFlaggedActive({});
  });

  router.post(
    '/api/users/:id/flag-all',
    validate({ params: UserIdParams, body: FlagAllBody }),
    async (ctx: ValidatedContext<{ params: typeof UserIdParams; body: typeof FlagAllBody }>) => {
      const { params, body } = ctx.state.input;
      ctx.body = await flagAll(deps, params.id, body.note, metadataOf(ctx, deps.now()));
      ctx.status = 201;
    },
  );

  router.get(
    '/api/admin/flags',
    validate({ query: AdminListFlagsQuery }),
    async (ctx: ValidatedContext<{ query: typeof AdminListFlagsQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageOf(range);
      const order = { sort: sort?.[0] as FlagSort | undefined, descending: sort ? sort[1] === 'DESC' : true };
      answerList(
        ctx,
        'flags',
        page,
        await readFlags({ type: filter.type, q: filter.q, ids: filter.id }, { ...page, ...order }),
      );
    },
  );

  router.get('/api/admin/flags/:id', validate({ params: FlagIdParams }), async (ctx: ValidatedContext<Params>) => {
    const flag = await findFlagById(db, ctx.state.input.params.id);
    if (!flag) throw notFound('Flag not found');
    ctx.body = toFlagDto(flag);
  });

  // The flagged-active list of `/api/users/flagged-active`, sorted and paged here for the backoffice.
  router.get(
    '/api/admin/flagged-active-users',
    validate({ query: FlaggedActiveQuery }),
    async (ctx: ValidatedContext<{ query: typeof FlaggedActiveQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      const order = sortFor<'username' | 'createdAt'>(sort, { field: 'username', descending: false });
      const all = await readFlaggedActive({ ids: filter.id, q: filter.q });
      const key = (user: FlaggedActiveUser) =>
        order.field === 'username' ? user.username.toLowerCase() : user.createdAt;
      all.sort((a, b) => key(a).localeCompare(key(b)) * (order.descending ? -1 : 1));
      answerList(ctx, 'flagged-active-users', page, {
        rows: all.slice(page.offset, page.offset + page.limit),
        total: all.length,
      });
    },
  );

  router.get(
    '/api/admin/flagged-active-users/:id',
    validate({ params: IdParams }),
    async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
      const user = (await listFlaggedActiveUsers(db)).find((candidate) => candidate.id === ctx.state.input.params.id);
      if (!user) throw notFound('This member matches no flag');
      ctx.body = user;
    },
  );

  return router;
}
