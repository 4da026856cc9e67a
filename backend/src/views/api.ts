import Router from '@koa/router';
import { findUserById, viewStatistics } from '@annuaire/projections';
import { dayInZone, hasPermission, isVip, statisticsPeriod, type StatisticsRange } from '@annuaire/shared';
import { actorOf, forbidden, metadataOf, requireSession, stateOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { UserIdParams } from '../users/schema';
import { recordView } from './record';
import { RecordViewBody, StatisticsQuery } from './schema';

type Query = { query: typeof StatisticsQuery };

/**
 * Views and statistics (docs/product.md §3, §6, §7): counting views and ad clicks, and one member's chart (their
 * own while VIP, anyone's for staff). The staff's site-wide views and figures are in adminApi.ts.
 */
export function viewsRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router();
  const periodOf = (range: StatisticsRange) => statisticsPeriod(range, dayInZone(deps.now()));

  // Public: visitors' views count too. The answer is not read by the site (docs/product.md §7).
  router.post(
    '/api/views',
    validate({ body: RecordViewBody }),
    async (ctx: ValidatedContext<{ body: typeof RecordViewBody }>) => {
      const { name, targetUserId } = ctx.state.input.body;
      const viewerId = stateOf(ctx).actor?.userId ?? null;
      const counted = await recordView(deps, { name, targetUserId, viewerId, ip: ctx.ip }, metadataOf(ctx, deps.now()));
      ctx.status = 201;
      ctx.body = { counted };
    },
  );

  // docs/product.md §6: members fetch their own statistics only while VIP; staff fetch anyone's.
  router.get(
    '/api/users/:id/statistics',
    requireSession,
    validate({ params: UserIdParams, query: StatisticsQuery }),
    async (ctx: ValidatedContext<Query & { params: typeof UserIdParams }>) => {
      const actor = actorOf(ctx);
      const { id } = ctx.state.input.params;
      const staff = hasPermission(actor.role, 'VIEW_ALL_USERS');
      if (!staff && actor.userId !== id) throw forbidden();
      const user = await findUserById(db, id);
      if (!user || user.status === 'deleted') throw notFound('User not found');
      if (!staff && !isVip(user.state, deps.now())) throw forbidden('Statistics are a VIP feature');
      const { range } = ctx.state.input.query;
      ctx.body = { userId: id, range, ...(await viewStatistics(db, periodOf(range), { userId: id })) };
    },
  );

  return router;
}
