import type { Context, Next } from 'koa';
import { toErrorResponse } from '../errors';

/**
 * The outermost middleware: whatever a route throws becomes `{msg, code}` with its status; anything
 * unexpected is a 500 that reveals nothing and is reported once through the app's `error` event (the
 * runtime logs it). An unknown `/api/` path is a JSON 404 rather than the site's page.
 */
export async function answerErrors(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
    if (!ctx.path.startsWith('/api/')) return;
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = { msg: `No route ${ctx.method} ${ctx.path}`, code: 'not_found' };
    } else if ((ctx.status === 405 || ctx.status === 501) && (ctx.body === undefined || typeof ctx.body === 'string')) {
      // The routers' own answer to a method a path does not take (the Allow header stays).
      const status = ctx.status;
      ctx.body = { msg: `${ctx.method} is not accepted on ${ctx.path}`, code: 'method_not_allowed' };
      ctx.status = status;
    }
  } catch (error) {
    // A stream route that already wrote its head (live updates) can only be closed.
    if (ctx.headerSent || !ctx.writable) {
      ctx.app.emit('error', error, ctx);
      ctx.res.destroy();
      return;
    }
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
}
