import Router from '@koa/router';
import { z } from 'zod';
import { requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { answerList, IdParams, pageFor, resourceQuery, sortFor } from '../api/simpleRest';
import { validate, type ValidatedContext } from '../api/validate';
import { crashGroupsByIds, listCrashGroups, resolveCrashGroup, type CrashSort } from './store';

const CrashQuery = resourceQuery(['lastSeenAt', 'count', 'firstSeenAt'], { status: z.enum(['open', 'resolved']) });

/**
 * `/api/admin/crash-reports` (admins): the site's crash report groups, most recently seen first, to read
 * and to mark resolved once fixed. A resolved group reported again opens again (store.ts).
 */
export function adminCrashReportsRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/crash-reports' });
  router.use(requireStaffAction('manageCrashReports'));

  router.get('/', validate({ query: CrashQuery }), async (ctx: ValidatedContext<{ query: typeof CrashQuery }>) => {
    const { range, sort, filter = {} } = ctx.state.input.query;
    const page = pageFor(range, filter.id);
    if (filter.id) {
      const rows = await crashGroupsByIds(deps.db, filter.id);
      return answerList(ctx, 'crash-reports', page, { rows, total: rows.length });
    }
    const result = await listCrashGroups(deps.db, {
      ...page,
      sort: sortFor<CrashSort>(sort, { field: 'lastSeenAt', descending: true }),
      status: filter.status,
    });
    answerList(ctx, 'crash-reports', page, result);
  });

  router.get('/:id', validate({ params: IdParams }), async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
    const [group] = await crashGroupsByIds(deps.db, [ctx.state.input.params.id]);
    if (!group) throw notFound('Crash report not found');
    ctx.body = group;
  });

  router.post(
    '/:id/resolve',
    validate({ params: IdParams }),
    async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
      const group = await resolveCrashGroup(deps.db, ctx.state.input.params.id, deps.now());
      if (!group) throw notFound('Crash report not found');
      ctx.body = group;
    },
  );

  return router;
}
