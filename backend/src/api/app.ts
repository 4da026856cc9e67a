import Koa from 'koa';
import { adminEventsRouter } from './admin/events/api';
import type { ApiDependencies } from './dependencies';
import { toErrorResponse } from './errors';
import { healthRouter } from './health/api';

/** The Koa application: one error middleware, then one router per slice. */
export function createApp(deps: ApiDependencies): Koa {
  const app = new Koa();
  app.proxy = deps.config.NODE_ENV === 'production';

  app.use(async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { msg: `No route ${ctx.method} ${ctx.path}`, code: 'not_found' };
      }
    } catch (error) {
      const known = toErrorResponse(error);
      if (known) {
        ctx.status = known.status;
        ctx.body = known.body;
        return;
      }
      ctx.status = 500;
      ctx.body = { msg: 'Internal error', code: 'internal' };
      ctx.app.emit('error', error, ctx);
    }
  });

  for (const router of [healthRouter(deps), adminEventsRouter(deps)]) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  return app;
}
