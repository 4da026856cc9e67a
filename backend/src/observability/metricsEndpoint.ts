import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Metrics } from './metrics';
import { METRICS_PATH } from './requestLogging';

/** Both sides hashed first, so the comparison takes the same time whatever the lengths. */
const digest = (text: string) => createHash('sha256').update(text).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** Whether the request carries `Authorization: Bearer METRICS_TOKEN` (never true without a token configured). */
export function holdsMetricsToken(ctx: Pick<Context, 'get'>, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/i.exec(ctx.get('authorization'))?.[1];
  return Boolean(token && given && sameToken(given, token));
}

/**
 * `GET /metrics` on the public port, for a Prometheus that scrapes with `Authorization: Bearer <token>`
 * (METRICS_TOKEN). Without a token configured the public port does not serve metrics at all (404): they
 * tell anyone how busy the site is and which routes fail, so they are served to whoever holds the token
 * or, without one, only on the internal METRICS_PORT (startMetricsServer).
 */
export function metricsEndpoint(options: { metrics: Metrics; token: string | undefined }) {
  const { metrics, token } = options;
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path !== METRICS_PATH) return next();
    if (!token) {
      ctx.status = 404;
      ctx.body = { msg: `No route ${ctx.method} ${ctx.path}`, code: 'not_found' };
      return;
    }
    if (!holdsMetricsToken(ctx, token)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      ctx.body = { msg: 'Metrics need the bearer token set in METRICS_TOKEN', code: 'unauthenticated' };
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      ctx.body = { msg: `${ctx.method} is not accepted on ${ctx.path}`, code: 'method_not_allowed' };
      return;
    }
    ctx.set('Content-Type', metrics.registry.contentType);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await metrics.registry.metrics();
  };
}
