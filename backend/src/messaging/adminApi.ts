import Router from '@koa/router';
import { findUsersByIds, topConversationStarters } from '@annuaire/projections';
import { requirePermission } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { validate, type ValidatedContext } from '../api/validate';
import { MostConversationsQuery, STARTER_RANGES } from './schema';

const DAY = 86_400_000;
const TOP = 50;

/**
 * `GET /api/users/most-conversations`: who started the most conversations in the period, so
 * moderators spot members writing to everyone.
 */
export function mostConversationsRouter(deps: ApiDependencies): Router {
  const router = new Router();
  router.get(
    '/api/users/most-conversations',
    requirePermission('VIEW_ALL_USERS'),
    validate({ query: MostConversationsQuery }),
    async (ctx: ValidatedContext<{ query: typeof MostConversationsQuery }>) => {
      const since = new Date(deps.now().getTime() - STARTER_RANGES[ctx.state.input.query.range] * DAY);
      const top = await topConversationStarters(deps.db, since, TOP);
      const users = new Map(
        (
          await findUsersByIds(
            deps.db,
            top.map((row) => row.userId),
          )
        ).map((u) => [u.state.userId, u]),
      );
      ctx.body = top.map(({ userId, conversations }) => ({
        _id: userId,
        username: users.get(userId)?.state.username ?? null,
        role: users.get(userId)?.state.role ?? null,
        conversations,
      }));
    },
  );
  return router;
}
