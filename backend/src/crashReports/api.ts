import Router from '@koa/router';
import { z } from 'zod';
import { stateOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { validate, type ValidatedContext } from '../api/validate';
import { rateLimit } from '../auth/rateLimit';
import { recordCrash } from './store';

/**
 * What the site sends when a page crashes (SPEC §7). Bounded so one report stays small: the site cuts a
 * longer trace to fit rather than lose the report. `url` and `release` are optional for pages built
 * before they were sent.
 */
export const CrashReportInput = z.object({
  error: z.string().trim().min(1).max(1024),
  trace: z
    .string()
    .max(16 * 1024)
    .default(''),
  url: z.string().max(2048).default(''),
  release: z.string().trim().max(100).default(''),
});

/**
 * `POST /api/errors`: a crash report from the site, anonymous visitors' included (a crash before login is
 * as much a bug). Each address may send 20 per 10 minutes, counted before validation so malformed floods
 * count too; the site sends at most one per page load, so a visitor never comes near it.
 */
export function crashReportsRouter(deps: ApiDependencies): Router {
  const router = new Router();
  router.post(
    '/api/errors',
    rateLimit({ db: deps.db, name: 'crash-reports', limit: 20, windowMs: 10 * 60_000 }),
    validate({ body: CrashReportInput }),
    async (ctx: ValidatedContext<{ body: typeof CrashReportInput }>) => {
      const { error, trace, url, release } = ctx.state.input.body;
      const userId = stateOf(ctx).actor?.userId ?? null;
      await recordCrash(deps.db, { error, trace, url, release, userId, at: deps.now() });
      ctx.status = 204;
    },
  );
  return router;
}
