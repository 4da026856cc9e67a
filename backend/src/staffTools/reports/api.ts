import Router from '@koa/router';
import { REPORTS_WINDOW_DAYS } from '@annuaire/shared';
import { actorOf, metadataOf, requirePermission, requireSession } from '../../api/context';
import type { ApiDependencies } from '../../api/dependencies';
import { validate, type ValidatedContext } from '../../api/validate';
import { answerList, IdParams, pageFor, sortFor } from '../common/simpleRest';
import { currentSettings } from '../settings/current';
import { listReportedUsers } from './queries';
import { ReportInput, ReportsQuery, ResolveReportsInput, type ReportSort } from './schema';
import { fileReport, reportedUserDetail, resolveReportsOn } from './service';

const DAY_MS = 86_400_000;

/**
 * Reports: members file them (`POST /api/reports`); staff who may view all users read the overview of
 * reported members with the variant's most-reported thresholds (SPEC §9) and resolve them.
 */
export function reportsRouter(deps: ApiDependencies): Router {
  const router = new Router();
  const staff = requirePermission('VIEW_ALL_USERS');

  router.post(
    '/api/reports',
    requireSession,
    validate({ body: ReportInput }),
    async (ctx: ValidatedContext<{ body: typeof ReportInput }>) => {
      ctx.body = await fileReport(deps, actorOf(ctx).userId, ctx.state.input.body, metadataOf(ctx, deps.now()));
      ctx.status = 201;
    },
  );

  router.get(
    '/api/admin/reports',
    staff,
    validate({ query: ReportsQuery }),
    async (ctx: ValidatedContext<{ query: typeof ReportsQuery }>) => {
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
    },
  );

  router.get(
    '/api/admin/reports/:id',
    staff,
    validate({ params: IdParams }),
    async (ctx: ValidatedContext<{ params: typeof IdParams }>) => {
      ctx.body = await reportedUserDetail(deps, ctx.state.input.params.id);
    },
  );

  router.post(
    '/api/admin/reports/:id/resolve',
    staff,
    validate({ params: IdParams, body: ResolveReportsInput }),
    async (ctx: ValidatedContext<{ params: typeof IdParams; body: typeof ResolveReportsInput }>) => {
      const { params, body } = ctx.state.input;
      const resolved = await resolveReportsOn(deps, params.id, body.note, metadataOf(ctx, deps.now(), body.note));
      ctx.body = { ...(await reportedUserDetail(deps, params.id)), resolved };
    },
  );

  return router;
}
