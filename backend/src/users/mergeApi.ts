import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import { metadataOf, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { validate, type ValidatedContext } from '../api/validate';
import { runMerge, validateMerge } from './merge';
import { Reason } from './schema';

const MergeBody = z
  .object({ sourceUserId: z.string().min(1).max(64), targetUserId: z.string().min(1).max(64), reason: Reason })
  .strict();

/** `POST /api/merge-users`: staff fold a duplicate account into the one that stays (admin only). */
export function mergeRouter(deps: ApiDependencies): Router {
  const router = new Router();
  router.post(
    '/api/merge-users',
    requireStaffAction('mergeUsers'),
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
  return router;
}
