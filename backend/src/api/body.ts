import { bodyParser } from '@koa/bodyparser';
import type { Context, Next } from 'koa';
import { HttpError } from './errors';

const LIMIT_BYTES = 200 * 1024;

const tooLarge = () => new HttpError(413, 'payload_too_large', 'The request body is too large');

/**
 * JSON bodies only (forms are refused before this, in boundary/crossSite.ts), up to 200 kB; its refusals as
 * `{msg, code}`. POSTs to the `raw` paths are not parsed: their exact bytes are kept for the route
 * (`rawBodyOf`), since a webhook's signature is computed over the bytes, not over re-serialised JSON.
 */
export const jsonBody = (options: { raw?: readonly string[] } = {}) => {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: '200kb',
    onError: (error) => {
      throw (error as { status?: number }).status === 413
        ? tooLarge()
        : new HttpError(400, 'invalid_request', 'The request body is not valid JSON');
    },
  });
  const raw = new Set(options.raw ?? []);
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.method !== 'POST' || !raw.has(ctx.path)) return parse(ctx, next);
    ctx.state.rawBody = await readRaw(ctx);
    await next();
  };
};

/** The exact bytes of a request to one of jsonBody's `raw` paths (empty for any other). */
export const rawBodyOf = (ctx: Context): Buffer =>
  Buffer.isBuffer(ctx.state.rawBody) ? ctx.state.rawBody : Buffer.alloc(0);

async function readRaw(ctx: Context): Promise<Buffer> {
  if (Number(ctx.get('content-length') || 0) > LIMIT_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIMIT_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
