import Router from '@koa/router';
import { actorOf, metadataOf, requireSession } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { validate, type ValidatedContext } from '../api/validate';
import { ReportInput } from './schema';
import { fileReport } from './service';

/** `POST /api/reports` (docs/product.md §7): a member reports another; staff read and resolve them (adminApi.ts). */
export function reportsRouter(deps: ApiDependencies): Router {
  const router = new Router();
  router.post(
    '/api/reports',
    requireSession,
    validate({ body: ReportInput }),
    async (ctx: ValidatedContext<{ body: typeof ReportInput }>) => {
      ctx.body = await fileReport(deps, actorOf(ctx).userId, ctx.state.input.body, metadataOf(ctx, deps.now()));
      ctx.status = 201;
    },
  );
  return router;
}
