import Router from '@koa/router';
import { z } from 'zod';
import { requirePermission } from '../../api/context';
import type { ApiDependencies } from '../../api/dependencies';
import { notFound } from '../../api/errors';
import { validate, type ValidatedContext } from '../../api/validate';
import { listFlaggedActiveUsers, type FlaggedActiveUser } from '../../flags/flaggedActive';
import { answerList, IdParams, pageFor, resourceQuery, sortFor } from '../common/simpleRest';

const FlaggedActiveQuery = resourceQuery(['username', 'createdAt'], { q: z.string().max(254) });

function matches(user: FlaggedActiveUser, q: string | undefined): boolean {
  const term = q?.trim().toLowerCase();
  if (!term) return true;
  return [user.username, user.email, user.contactEmail ?? '', user.phone ?? ''].some((value) =>
    value.toLowerCase().includes(term),
  );
}

/**
 * `/api/admin/flagged-active-users` (VIEW_FLAGS): the flagged-active list of `/api/users/flagged-active`
 * in the ra-data-simple-rest dialect. The list is computed whole (flags are few) and paged here.
 */
export function adminFlaggedActiveRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/flagged-active-users' });
  router.use(requirePermission('VIEW_FLAGS'));

  router.get(
    '/',
    validate({ query: FlaggedActiveQuery }),
    async (ctx: ValidatedContext<{ query: typeof FlaggedActiveQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      const order = sortFor<'username' | 'createdAt'>(sort, { field: 'username', descending: false });
      const ids = filter.id ? new Set(filter.id) : null;
      const all = (await listFlaggedActiveUsers(deps.db)).filter(
        (user) => (!ids || ids.has(user.id)) && matches(user, filter.q),
      );
      const key = (user: FlaggedActiveUser) =>
        order.field === 'username' ? user.username.toLowerCase() : user.createdAt;
      all.sort((a, b) => key(a).localeCompare(key(b)) * (order.descending ? -1 : 1));
      answerList(ctx, 'flagged-active-users', page, {
        rows: all.slice(page.offset, page.offset + page.limit),
        total: all.length,
      });
    },
  );

  router.get('/:id', validate({ params: IdParams }), async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
    const user = (await listFlaggedActiveUsers(deps.db)).find(
      (candidate) => candidate.id === ctx.state.input.params.id,
    );
    if (!user) throw notFound('This member matches no flag');
    ctx.body = user;
  });

  return router;
}
