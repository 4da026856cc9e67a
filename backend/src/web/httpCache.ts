import { pipeline, type Readable } from 'node:stream';
import type { Context, Next } from 'koa';
import { createCache, VARIANTS, type SiteVariant } from '@annuaire/shared';
import { digestOf } from './answerBytes';
import { compressAnswer, compressingStream, preferredEncoding, type Encoding } from './compressed';

/** What a route says about its answer (ctx.state), read by `httpCache` once the answer is made. */
export interface CacheMarks {
  /** A public directory read: the same for every anonymous visitor. */
  publicAnswer?: boolean;
  /** A server-rendered public page (set by the page renderer); it may show who is signed in. */
  publicPage?: boolean;
  /** The answer differs for a signed-in visitor, so shared caches must key it by the cookie too. */
  variesWithSession?: boolean;
}

/**
 * Marks the answer as a public read that shared caches may keep for the variant's time (docs/product.md §9);
 * `variesWithSession` when a signed-in visitor would be answered differently (their own profile, staff).
 */
export function markPublic(ctx: Context, options: { variesWithSession?: boolean } = {}): void {
  const marks = ctx.state as CacheMarks;
  marks.publicAnswer = true;
  marks.variesWithSession = options.variesWithSession ?? false;
}

/** `Cache-Control` of a variant's public answers (SPEC §9: Quebec revalidates every 60 s, Canada every 10 s). */
export function publicCacheControl(website: SiteVariant): string {
  const { revalidateSeconds, staleSeconds } = VARIANTS[website].publicCache;
  return `public, s-maxage=${revalidateSeconds}, stale-while-revalidate=${staleSeconds}`;
}

/** A signed-in visitor's copy of a public answer: their browser may keep it but must ask again each time. */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';
/** Below this, compressing saves less than a packet and costs the CPU anyway. */
export const COMPRESS_ABOVE_BYTES = 1024;
/** Compressed answers kept by their content's hash, so a listing read a thousand times is compressed once. */
const COMPRESSED_CACHE_BYTES = 16 * 1024 * 1024;

/** A response header as text, empty when absent (Koa answers undefined). */
const header = (ctx: Context, name: string): string => String(ctx.response.get(name) ?? '');

const isStreamBody = (body: unknown): body is Readable =>
  typeof body === 'object' && body !== null && typeof (body as Readable).pipe === 'function';

/** The bytes Koa would send for a body held in memory; null for streams, blobs and empty bodies. */
function bytesOf(body: unknown): Buffer | null {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  if (body === null || body === undefined || isStreamBody(body)) return null;
  if (body instanceof Blob || body instanceof ReadableStream || body instanceof Response) return null;
  return Buffer.from(JSON.stringify(body));
}

/**
 * The cache and compression policy of every answer, around everything else (inside the security headers, so
 * they stay; outside the error boundary, so error answers are seen as sent):
 * - errors are never cacheable (`no-store`), whatever the route set before it failed;
 * - an answer marked public (`markPublic`, or `ctx.state.publicPage` from the page renderer) gets the variant's
 *   shared-cache policy, unless the visitor is signed in or the answer sets a cookie: then `private, no-cache`;
 * - a 200 held in memory gets a weak `ETag` (hash of its body), and a matching `If-None-Match` a 304;
 * - JSON, HTML, XML and text of at least 1 KB are compressed with brotli or gzip as the client accepts, never
 *   Server-Sent Events (written straight to the socket, and `no-transform`) nor what is compressed already.
 */
export function httpCache(options: { website: SiteVariant }) {
  const publicPolicy = publicCacheControl(options.website);
  const compressed = compressedAnswers(COMPRESSED_CACHE_BYTES);
  return async (ctx: Context, next: Next): Promise<void> => {
    await next();
    if (ctx.respond === false || ctx.headerSent) return;
    if (ctx.status >= 400) {
      ctx.set('Cache-Control', 'no-store');
    } else {
      cacheControl(ctx, publicPolicy);
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (header(ctx, 'Content-Encoding') || /no-transform/.test(header(ctx, 'Cache-Control'))) return;
    const compressible = ctx.response.is(['json', '+json', 'html', 'xml', '+xml', 'text/plain']) !== false;

    if (isStreamBody(ctx.body)) {
      // A page streamed as it renders, or a sitemap part (up to 14 MB of XML): compressed on the fly, no
      // ETag (the bytes are not known yet).
      if (compressible) compressStream(ctx, ctx.body);
      return;
    }
    const bytes = bytesOf(ctx.body);
    if (!bytes) return;
    const digest = digestOf(bytes);
    const worthCompressing = compressible && bytes.length >= COMPRESS_ABOVE_BYTES;
    if (worthCompressing) ctx.vary('Accept-Encoding');
    if (ctx.status === 200 && !header(ctx, 'ETag')) {
      ctx.set('ETag', `W/"${digest}"`);
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
    }
    const encoding = worthCompressing ? preferredEncoding(ctx.get('Accept-Encoding')) : null;
    if (!encoding) return;
    try {
      // Koa keeps the type it has when the body becomes bytes; set again in case a future Koa does not.
      const type = header(ctx, 'Content-Type');
      ctx.body = await compressed(bytes, digest, encoding);
      ctx.set('Content-Type', type);
      ctx.set('Content-Encoding', encoding);
    } catch (error) {
      // Never seen in practice; the answer then goes out as it is.
      ctx.app.emit('error', error, ctx);
    }
  };
}

/** The shared-cache policy of a public answer, or the private one for a signed-in visitor. */
function cacheControl(ctx: Context, publicPolicy: string): void {
  const marks = ctx.state as CacheMarks & { session?: unknown };
  if (!marks.publicAnswer && !marks.publicPage) return;
  const varies = marks.publicPage || marks.variesWithSession;
  if (varies) ctx.vary('Cookie');
  // A shared cache must never keep a member's answer, nor hand a cookie meant for one visitor to the next.
  const signedIn = Boolean(marks.session) || ctx.response.get('Set-Cookie') !== undefined;
  ctx.set('Cache-Control', signedIn ? SIGNED_IN_CACHE_CONTROL : publicPolicy);
}

function compressStream(ctx: Context, body: Readable): void {
  const encoding = preferredEncoding(ctx.get('Accept-Encoding'));
  ctx.vary('Accept-Encoding');
  if (!encoding) return;
  const type = header(ctx, 'Content-Type');
  const compressing = compressingStream(encoding);
  // A failing source destroys the compressor with its error, which Koa, piping the compressor to the socket,
  // reports once through the app's error event (logged); nothing is left to do here.
  pipeline(body, compressing, () => undefined);
  ctx.body = compressing;
  ctx.remove('Content-Length');
  ctx.set('Content-Type', type);
  ctx.set('Content-Encoding', encoding);
}

/**
 * Compressed copies of answers by content hash and encoding, the least recently used dropped past `maxBytes`
 * (shared/src/cache): an answer asked by many at once is compressed once.
 */
function compressedAnswers(maxBytes: number) {
  const copies = createCache<Buffer>({ maxSize: maxBytes, sizeOf: (copy) => copy.length });
  return (bytes: Buffer, digest: string, encoding: Encoding): Promise<Buffer> =>
    copies.get(`${encoding}:${digest}`, () => compressAnswer(bytes, encoding));
}
