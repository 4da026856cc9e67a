import Router from '@koa/router';
import { metadataOf, stateOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { validate, type ValidatedContext } from '../api/validate';
import { rateLimit } from '../auth/rateLimit';
import { ReportInput } from './schema';
import { fileReport } from './service';

const HOUR_MS = 3_600_000;
/** Reports one member or one address may file in an hour: enough for a real problem, too few to flood the queue. */
export const REPORTS_PER_HOUR = 10;

/**
 * `POST /api/reports` (docs/product.md §7): a member, or a visitor who solved the captcha, reports a member; staff
 * read and resolve them (adminApi.ts).
 */
export function reportsRouter(deps: ApiDependencies): Router {
  const router = new Router();
  router.post(
    '/api/reports',
    rateLimit({
      db: deps.db,
      name: 'reports',
      limit: REPORTS_PER_HOUR,
      windowMs: HOUR_MS,
      key: (ctx) => {
        const actor = stateOf(ctx).actor;
        return actor ? `member:${actor.userId}` : `address:${ctx.ip}`;
      },
    }),
    validate({ body: ReportInput }),
    async (ctx: ValidatedContext<{ body: typeof ReportInput }>) => {
      const actor = stateOf(ctx).actor;
      const input = ctx.state.input.body;
      // Members are known; a visitor proves they are a person first (docs/product.md §5).
      if (!actor) await deps.captcha.assert(input.captcha);
      const reporter = actor ? { userId: actor.userId } : { address: ctx.ip };
      ctx.body = await fileReport(deps, reporter, input, metadataOf(ctx, deps.now()));
      ctx.status = 201;
    },
  );
  return router;
}
