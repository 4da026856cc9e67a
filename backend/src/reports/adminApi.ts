import Router from '@koa/router';
import { listReportedUsers } from '@annuaire/projections';
import { REPORTS_WINDOW_DAYS } from '@annuaire/shared';
import { metadataOf, requirePermission } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { answerList, IdParams, pageFor, sortFor } from '../api/simpleRest';
import { validate, type ValidatedContext } from '../api/validate';
import { currentSettings } from '../settings/current';
import { ReportsQuery, ResolveReportsInput, type ReportSort } from './schema';
import { reportedUserDetail, resolveReportsOn } from './service';

const DAY_MS = 86_400_000;

/**
 * `/api/admin/reports`: staff who may view all users read the overview of reported members with the
 * variant's most-reported thresholds (docs/product.md §9) and resolve them.
 */
export function adminReportsRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/reports' });
  router.use(requirePermission('VIEW_ALL_USERS'));

  router.get('/', validate({ query: ReportsQuery }), async (ctx: ValidatedContext<{ query: typeof ReportsQuery }>) => {
    const { sort, range, filter = {} } = ctx.state.input.query;
    const page = pageFor(range, filter.id);
    const order = sortFor<ReportSort>(sort, { field: 'total', descending: true });
    const days = filter.days ?? REPORTS_WINDOW_DAYS;
    const result = await listReportedUsers(
      deps.db,
      {
        since: new Date(deps.now().getTime() - days * DAY_MS),
        includeResolved: filter.status === 'all',
        mostReported: filter.mostReported,
        q: filter.q,
        userIds: filter.id,
      },
      await currentSettings(deps),
      { ...page, sort: order.field, descending: order.descending },
    );
    answerList(ctx, 'reports', page, result);
  });

  router.get('/:id', validate({ params: IdParams }), async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
    ctx.body = await reportedUserDetail(deps, ctx.state.input.params.id);
  });

  router.post(
    '/:id/resolve',
    validate({ params: IdParams, body: ResolveReportsInput }),
    async (ctx: ValidatedContext<{ params: typeof IdParams; body: typeof ResolveReportsInput }>) => {
      const { params, body } = ctx.state.input;
      const resolved = await resolveReportsOn(deps, params.id, body, metadataOf(ctx, deps.now(), body.note));
      ctx.body = { ...(await reportedUserDetail(deps, params.id)), resolved };
    },
  );

  return router;
}
