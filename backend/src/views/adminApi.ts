import Router from '@koa/router';
import { siteFigures, viewStatistics } from '@annuaire/projections';
import {
  dayInZone,
  mayPerform,
  statisticsPeriod,
  withoutSales,
  type SiteFiguresAnswer,
  type StatisticsRange,
  type ViewStatisticsAnswer,
} from '@annuaire/shared';
import { actorOf, requirePermission } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { validate, type ValidatedContext } from '../api/validate';
import { StatisticsQuery } from './schema';

type Query = { query: typeof StatisticsQuery };

/**
 * The staff's site-wide views and figures (VIEW_ALL_USERS, docs/product.md §6 "Views and statistics"), at the
 * paths docs/product.md §7 gives them: `GET /api/views?range=` and `GET /api/users/statistics?range=`.
 */
export function staffViewsRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  // No prefix: the paths are §7's. The guard runs only for this router's routes (`POST /api/views` is public).
  const router = new Router();
  router.use(requirePermission('VIEW_ALL_USERS'));
  const periodOf = (range: StatisticsRange) => statisticsPeriod(range, dayInZone(deps.now()));

  router.get('/api/views', validate({ query: StatisticsQuery }), async (ctx: ValidatedContext<Query>) => {
    const { range } = ctx.state.input.query;
    ctx.body = { range, ...(await viewStatistics(db, periodOf(range))) } satisfies ViewStatisticsAnswer;
  });

  router.get('/api/users/statistics', validate({ query: StatisticsQuery }), async (ctx: ValidatedContext<Query>) => {
    const { range } = ctx.state.input.query;
    const figures: SiteFiguresAnswer = { range, ...(await siteFigures(db, periodOf(range), deps.now())) };
    // docs/product.md §6: sales are the admins'; moderators get the same figures without them.
    ctx.body = mayPerform(actorOf(ctx).role, 'viewSales') ? figures : withoutSales(figures);
  });

  return router;
}
