import Router from '@koa/router';
import { z } from 'zod';
import { requirePermission } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { answerList, IdParams, pageFor, resourceQuery, sortFor } from '../api/simpleRest';
import { requireActiveUser } from '../users/lookup';
import { UserIdParams } from '../users/schema';
import { DUPLICATE_TYPES, listDuplicateGroups } from './queries';

const DuplicatesQuery = resourceQuery(['count', 'value'], { type: z.enum(DUPLICATE_TYPES) });
const PlainQuery = z.object({ type: z.enum(DUPLICATE_TYPES).optional() });
/** The plain list answers this many groups at most; the backoffice pages through the admin route. */
const PLAIN_LIMIT = 500;

/**
 * Duplicate checks (DUPLICATE_CHECKS): members sharing an email, contact email, phone number, sign-in address or a
 * near-identical bio, as `/api/admin/duplicate-checks` for the backoffice, `GET /api/duplicate-checks?type=` and, for
 * one member, `GET /api/users/{id}/duplicated` (docs/product.md §7). One reading (`readGroups`) for all three; the
 * paths differ only in their query and answer (a page with `Content-Range`, a plain array ≤ 500, one member's).
 */
export function duplicateChecksRouter(deps: ApiDependencies): Router {
  const router = new Router();
  const allowed = requirePermission('DUPLICATE_CHECKS');
  /** The one reading of the groups, for every path: most members first unless told otherwise. */
  const readGroups = (
    filter: Parameters<typeof listDuplicateGroups>[1],
    page: { offset: number; limit: number; sort?: 'count' | 'value'; descending?: boolean },
  ) => listDuplicateGroups(deps.db, filter, { sort: 'count', descending: true, ...page }, deps.now());

  router.get(
    '/api/admin/duplicate-checks',
    allowed,
    validate({ query: DuplicatesQuery }),
    async (ctx: ValidatedContext<{ query: typeof DuplicatesQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      const order = sortFor<'count' | 'value'>(sort, { field: 'count', descending: true });
      const result = await readGroups(
        { type: filter.type, ids: filter.id },
        { ...page, sort: order.field, descending: order.descending },
      );
      answerList(ctx, 'duplicate-checks', page, result);
    },
  );

  router.get(
    '/api/admin/duplicate-checks/:id',
    allowed,
    validate({ params: IdParams }),
    async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
      const { rows } = await readGroups({ ids: [ctx.state.input.params.id] }, { offset: 0, limit: 1 });
      if (!rows[0]) throw notFound('No members share this value any more');
      ctx.body = rows[0];
    },
  );

  router.get(
    '/api/duplicate-checks',
    allowed,
    validate({ query: PlainQuery }),
    async (ctx: ValidatedContext<{ query: typeof PlainQuery }>) => {
      const { rows } = await readGroups({ type: ctx.state.input.query.type }, { offset: 0, limit: PLAIN_LIMIT });
      ctx.body = rows;
    },
  );

  router.get(
    '/api/users/:id/duplicated',
    allowed,
    validate({ params: UserIdParams, query: PlainQuery }),
    async (ctx: ValidatedContext<{ params: typeof UserIdParams; query: typeof PlainQuery }>) => {
      const { state } = await requireActiveUser(deps.db, ctx.state.input.params.id);
      const { rows } = await readGroups(
        { type: ctx.state.input.query.type, userId: state.userId },
        { offset: 0, limit: PLAIN_LIMIT },
      );
      ctx.body = { userId: state.userId, groups: rows };
    },
  );

  return router;
}
