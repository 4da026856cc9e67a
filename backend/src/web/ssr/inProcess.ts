import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import type Koa from 'koa';
import type { Context } from 'koa';
import { requestContext } from '../../observability/requestContext';

/**
 * Requests made by the server render. Only this module adds to it, and no byte from the network can: a route
 * learns for sure that its answer goes into a server-rendered page, which may be sent to many visitors (the ads'
 * tokens of such a draw count once per visitor address: campaigns/adsApi.ts).
 */
const FROM_RENDER = new WeakSet<IncomingMessage>();
export const fromServerRender = (ctx: Pick<Context, 'req'>): boolean => FROM_RENDER.has(ctx.req);

/**
 * GET requests of the server render answered by the same Koa app, in process: the same middleware, routes,
 * validation and response caches as the browser's requests, without a socket or a round trip to ourselves.
 * The page is therefore rendered from exactly the answer the browser would have read, which is what lets
 * it adopt the page without asking again. The request carries no cookie: a server-rendered page is the
 * public one.
 */
export function inProcessApi(app: Koa, publicUrl: string) {
  const host = new URL(publicUrl).host;
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`The server render only reads (${init.method} ${url})`);
    const req = new IncomingMessage(new Socket());
    req.method = 'GET';
    req.url = url;
    // The page's own request id (observability/requestContext.ts): its data reads are part of it, in the logs and
    // as the correlation of anything they append, not requests of their own (observability/requestLogging.ts).
    const pageRequestId = requestContext.getStore()?.requestId;
    req.headers = { host, accept: 'application/json', ...(pageRequestId ? { 'x-request-id': pageRequestId } : {}) };
    const ctx = app.createContext(req, new ServerResponse(req));
    FROM_RENDER.add(req);
    await run(app.middleware, ctx);
    return new Response(await bodyText(ctx.body), {
      status: ctx.status,
      headers: { 'content-type': ctx.response.type || 'application/json' },
    });
  };
}

/** Koa's middleware chain, as its own callback runs it, minus writing to a socket. */
function run(middleware: Koa.Middleware[], ctx: Context): Promise<void> {
  const dispatch = async (index: number): Promise<void> => {
    const step = middleware[index];
    if (step) await step(ctx, () => dispatch(index + 1));
  };
  return dispatch(0);
}

async function bodyText(body: unknown): Promise<string> {
  if (body === null || body === undefined) return '';
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  if (typeof (body as Readable).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of body as Readable) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }
  return JSON.stringify(body);
}
