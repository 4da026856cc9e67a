import { performance } from 'node:perf_hooks';
import type Koa from 'koa';
import type { Context, Next } from 'koa';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import { fromServerRender } from '../web/ssr/inProcess';
import { requestContext, requestIdFrom } from './requestContext';

export const METRICS_PATH = '/metrics';
/** Unmatched paths are attacker-chosen: bounded in the log, and never a metric label. */
const PATH_MAX = 200;

/**
 * The route a request took, as registered (`/api/users/:id`), never the raw address: a label per user
 * id would grow the metrics without bound and write ids into the access log.
 */
function routeOf(ctx: Context): { route: string; matched: boolean } {
  const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
  if (matched !== undefined) return { route: String(matched), matched: true };
  if (ctx.path === METRICS_PATH) return { route: METRICS_PATH, matched: true };
  return { route: ctx.path.startsWith('/api/') ? '(unmatched)' : '(app)', matched: false };
}

/**
 * The app's logger, for a route with something to say that is not an error (its lines carry the request's
 * id); null in an app mounted without observeRequests (a test harness).
 */
export const requestLogger = (ctx: Context): Logger | null => (ctx.state as { logger?: Logger }).logger ?? null;

/**
 * The outermost middleware: names the request (the client's or a proxy's `X-Request-Id` when sane, else
 * a new one), returns that id in `X-Request-Id`, runs the request inside its context so every line logged
 * meanwhile carries it, then writes one access line and times the request for the metrics. The access
 * line holds the method, route pattern, status, duration and user id: never a header, a body nor a query
 * string, where cookies, passwords and tokens travel. A live-updates stream is logged once opened.
 */
export function observeRequests(options: { logger: Logger; metrics: Metrics }) {
  const { logger, metrics } = options;
  return async (ctx: Context, next: Next): Promise<void> => {
    const started = performance.now();
    const requestId = requestIdFrom(ctx.get('x-request-id') || undefined);
    // Also the correlation id of the events the request appends (api/context.ts).
    ctx.state.requestId = requestId;
    ctx.state.logger = logger;
    ctx.set('X-Request-Id', requestId);
    await requestContext.run({ requestId }, async () => {
      let escaped: unknown = null;
      try {
        await next();
      } catch (error) {
        // answerErrors answers every error; one that still gets here becomes Koa's own 500.
        escaped = error;
        throw error;
      } finally {
        // A server render's data read is part of its page's request (web/ssr/inProcess.ts): the page's access line
        // and its timing count it; its own errors are still logged, under the page's id.
        if (!fromServerRender(ctx)) writeAccessLine(escaped);
      }
    });

    function writeAccessLine(escaped: unknown) {
      const status = escaped === null ? ctx.status : statusOf(escaped);
      const seconds = (performance.now() - started) / 1000;
      const { route, matched } = routeOf(ctx);
      metrics.httpRequestDuration.observe({ method: ctx.method, route, status: String(status) }, seconds);
      const userId = (ctx.state as { actor?: { userId: string } | null }).actor?.userId ?? null;
      const line = {
        method: ctx.method,
        route,
        ...(matched ? {} : { path: ctx.path.slice(0, PATH_MAX) }),
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        userId,
      };
      logger[status >= 500 ? 'warn' : 'info'](line, `${ctx.method} ${route} ${status}`);
    }
  };
}

const statusOf = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
};

/**
 * Errors the app reports (answerErrors' 500s, a stream's failures) are logged with their stack, under
 * the id of the request they belong to.
 */
export function logAppErrors(app: Koa, logger: Logger): void {
  app.on('error', (error: unknown, ctx?: Context) => {
    // A visitor who closes the tab while a page or picture is still being sent is not a failure of ours.
    const where = { method: ctx?.method, route: ctx ? routeOf(ctx).route : undefined };
    // Routine, so one line without a stack: what the socket or the route said is enough.
    const write = () =>
      clientLeft(error, ctx)
        ? logger.info({ ...where, reason: reasonOf(error) }, 'client closed the connection before the answer was sent')
        : logger.error({ err: error, ...where }, 'request failed');
    const requestId = (ctx?.state as { requestId?: string } | undefined)?.requestId;
    if (requestContext.getStore() || !requestId) write();
    else requestContext.run({ requestId }, write);
  });
}

const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'ECONNABORTED', 'EPIPE']);

/**
 * The client went away: the connection broke while the answer was being written (its head already sent, or
 * Koa's `headerSent` mark on an error of the response), or after the client hung up. The same codes while the
 * client is still there may be a database connection's: those stay errors. A refusal (4xx) only gets here when
 * nobody is left to read it, such as an upload abandoned mid-body (pictures/upload.ts answers it 400
 * `upload_interrupted`): the client's doing, logged at info without a stack (issue 25 §4).
 */
function clientLeft(error: unknown, ctx: Context | undefined): boolean {
  if (!ctx) return false;
  const { code, status, headerSent } = (error ?? {}) as { code?: unknown; status?: unknown; headerSent?: unknown };
  const gone =
    ctx.headerSent || headerSent === true || ctx.req.destroyed || ctx.res.destroyed || !!ctx.req.socket?.destroyed;
  if (!gone) return false;
  if (typeof status === 'number' && status >= 400 && status < 500) return true;
  return typeof code === 'string' && CLIENT_GONE.has(code);
}

const reasonOf = (error: unknown): string => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === 'string').join(': ');
};
