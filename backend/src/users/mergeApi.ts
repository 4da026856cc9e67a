import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { balanceOf } from '@annuaire/projections';
import { metadataOf, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { validate, type ValidatedContext } from '../api/validate';
import { runMerge, validateMerge } from '../processes/merge';
import { MergeBody, MergePreviewQuery } from './schema';

/**
 * Merging a duplicate account into the one that stays (admin only): `POST /api/merge-users` runs the
 * merge (processes/merge.ts); `GET /api/admin/merge-preview` tells what it would move, for the
 * backoffice's confirmation, with the same checks and nothing written.
 */
export function mergeRouter(deps: ApiDependencies): Router {
  const { db } = deps;
  const router = new Router();
  const mergeUsers = requireStaffAction('mergeUsers');

  router.post(
    '/api/merge-users',
    mergeUsers,
    validate({ body: MergeBody }),
    async (ctx: ValidatedContext<{ body: typeof MergeBody }>) => {
      const { sourceUserId, targetUserId, reason } = ctx.state.input.body;
      await validateMerge(deps, sourceUserId, targetUserId);
      const mergeId = randomUUID();
      await runMerge(deps, { mergeId, sourceUserId, targetUserId }, metadataOf(ctx, deps.now(), reason));
      ctx.status = 201;
      ctx.body = { mergeId, sourceUserId, targetUserId };
    },
  );

  router.get(
    '/api/admin/merge-preview',
    mergeUsers,
    validate({ query: MergePreviewQuery }),
    async (ctx: ValidatedContext<{ query: typeof MergePreviewQuery }>) => {
      const { sourceUserId, targetUserId } = ctx.state.input.query;
      const { source, target } = await validateMerge(deps, sourceUserId, targetUserId);
      const [sourceCredits, targetCredits] = await Promise.all([
        balanceOf(db, sourceUserId),
        balanceOf(db, targetUserId),
      ]);
      const targetFavorites = Object.keys(target.state.favorites);
      const newFavorites = Object.keys(source.state.favorites).filter(
        (id) => id !== targetUserId && !targetFavorites.includes(id),
      );
      const side = (state: typeof source.state, credits: number) => ({
        id: state.userId,
        username: state.username,
        role: state.role,
        credits,
        favorites: Object.keys(state.favorites).length,
        pictures: state.pictures.length,
      });
      ctx.body = {
        source: side(source.state, sourceCredits),
        target: side(target.state, targetCredits),
        moves: { credits: sourceCredits, favorites: newFavorites.length },
        // The source's account is then closed and its personal data erased; its pictures do not move.
        after: { credits: targetCredits + sourceCredits, favorites: targetFavorites.length + newFavorites.length },
      };
    },
  );

  return router;
}
