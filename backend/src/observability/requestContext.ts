import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What every log line written while a request is handled carries (logger.ts mixes it in). */
export interface RequestContext {
  readonly requestId: string;
}

/**
 * The request being handled, followed across awaits: a line logged anywhere below the middleware (a
 * route, the error handler, a helper given a plain `log` function) names its request without being
 * handed a child logger.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/**
 * A proxy's or client's id is kept for tracing when it looks like one: short, and characters that cannot
 * break a log line or a header. It is also the correlation id of the events the request appends
 * (api/context.ts), so logs and events name the request alike.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The given id when sane, else a fresh one: a hostile id is replaced, never stored or echoed. */
export const requestIdFrom = (given: string | undefined): string =>
  given !== undefined && SANE_REQUEST_ID.test(given) ? given : randomUUID();
