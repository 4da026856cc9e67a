import type { Server } from 'node:http';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa, { type Context } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from './compressed';
import { httpCache, markPublic } from './httpCache';

const PAGE = `<!doctype html><html lang="fr"><body>${'<article>Escortes à Montréal</article>'.repeat(80)}</body></html>`;
const PICTURE = Buffer.alloc(4096, 7);

let server: Server;
let base: string;

/** Routes standing for the app's kinds of answers, behind the middleware as createApp mounts it. */
function routes(ctx: Context) {
  const state = ctx.state as { session?: unknown; publicPage?: boolean };
  if (ctx.get('x-signed-in')) state.session = { userId: 'someone' };
  switch (ctx.path) {
    case '/page':
      state.publicPage = true;
      ctx.type = 'html';
      ctx.body = PAGE;
      return;
    case '/streamed-page':
      state.publicPage = true;
      ctx.type = 'html';
      ctx.body = Readable.from([PAGE.slice(0, 500), PAGE.slice(500)]);
      return;
    case '/sets-cookie':
      markPublic(ctx);
      ctx.cookies.set('annuaire_session', 'fresh');
      ctx.body = { ok: true };
      return;
    case '/fails':
      markPublic(ctx);
      ctx.status = 503;
      ctx.body = { msg: 'down', code: 'unavailable' };
      return;
    case '/small':
      ctx.body = { ok: true };
      return;
    case '/picture':
      ctx.type = 'image/png';
      ctx.body = PICTURE;
      return;
    case '/not-to-transform':
      ctx.set('Cache-Control', 'no-cache, no-transform');
      ctx.type = 'text/plain';
      ctx.body = 'x'.repeat(4096);
      return;
  }
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const outgoing = httpRequest(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  const app = new Koa();
  app.use(httpCache({ website: 'CA' }));
  app.use(routes);
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

describe('the cache policy of an answer', () => {
  it('lets shared caches keep a rendered public page, keyed by cookie and encoding', async () => {
    const page = await get('/page');
    expect(page.headers['cache-control']).toBe('public, s-maxage=10, stale-while-revalidate=120');
    expect(page.headers.vary).toMatch(/cookie/i);
    expect(page.headers.vary).toMatch(/accept-encoding/i);
  });

  it('keeps a signed-in visitor’s page private', async () => {
    const page = await get('/page', { 'x-signed-in': '1' });
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it('never lets a shared cache keep an answer that sets a cookie', async () => {
    const answer = await get('/sets-cookie');
    expect(answer.headers['set-cookie']).toBeDefined();
    expect(answer.headers['cache-control']).toBe('private, no-cache');
  });

  it('never lets an error be cached, even from a public route', async () => {
    const answer = await get('/fails');
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toBeUndefined();
  });

  it('answers HEAD with the headers GET would have, and revalidates a page to 304', async () => {
    const head = await get('/page', { 'accept-encoding': 'br' }, 'HEAD');
    const page = await get('/page', { 'accept-encoding': 'br' });
    expect(head.headers.etag).toBe(page.headers.etag);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    const again = await get('/page', { 'if-none-match': page.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('compression', () => {
  it('compresses a page rendered as a stream, with no ETag', async () => {
    const page = await get('/streamed-page', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.etag).toBeUndefined();
    expect(gunzipSync(page.body).toString()).toBe(PAGE);
    const brotli = await get('/streamed-page', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(brotli.body).toString()).toBe(PAGE);
  });

  it('leaves small answers, pictures and no-transform answers as they are', async () => {
    const small = await get('/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
    const picture = await get('/picture', { 'accept-encoding': 'br' });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.body.equals(PICTURE)).toBe(true);
    const untouched = await get('/not-to-transform', { 'accept-encoding': 'br' });
    expect(untouched.headers['content-encoding']).toBeUndefined();
  });

  it('sends the page as it is to a client that takes no compression', async () => {
    const page = await get('/page', { 'accept-encoding': 'identity' });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString()).toBe(PAGE);
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, honours q=0 and the wildcard', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
