import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { directoryFixture, MONTREAL } from '../../../test/directory';
import { serveWith, type Served } from '../accounts/testing';

let api: TestApi;
let canada: Served;

const LISTING = '/api/users?category=female-escorts&region=montreal&city=ville-marie';

/** The answer's bytes as they travel, undecoded (fetch would decompress them out of sight). */
function raw(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const outgoing = httpRequest(`${base}${path}`, { headers }, (response) => {
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

const varyOf = (headers: IncomingHttpHeaders | Headers) =>
  ((headers instanceof Headers ? headers.get('vary') : headers.vary) ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());

beforeAll(async () => {
  api = await startTestApi({ WEBSITE: 'QC' });
  const fixture = directoryFixture(api);
  // A full page of cards, so the listing answer has its real size (docs/product.md §7: 24 a page).
  for (let n = 0; n < 24; n += 1) {
    await fixture.add({
      username: `cached${n}`,
      changes: { location: MONTREAL, incall: true, headline: `Disponible ce soir au centre-ville, annonce ${n}` },
    });
  }
  await fixture.settle();
  canada = await serveWith(api, { config: { ...api.deps.config, WEBSITE: 'CA' } });
});
afterAll(async () => {
  await canada?.close();
  await api?.close();
});

describe('public directory answers (docs/product.md §9)', () => {
  it('lets shared caches keep a listing 60 s in Quebec and 10 s in Canada, 120 s stale', async () => {
    const quebec = await api.client().request('GET', LISTING);
    expect(quebec.status).toBe(200);
    expect(quebec.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=120');
    const canadian = await canada.client().request('GET', LISTING);
    expect(canadian.status).toBe(200);
    expect(canadian.headers.get('cache-control')).toBe('public, s-maxage=10, stale-while-revalidate=120');
    const search = await api.client().request('GET', '/api/users/search?q=cached');
    expect(search.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=120');
  });

  it('keeps a signed-in visitor’s answers out of shared caches', async () => {
    const member = await api.as('client');
    const listing = await member.request('GET', LISTING);
    expect(listing.status).toBe(200);
    expect(listing.headers.get('cache-control')).toBe('private, no-cache');
    const profile = await member.request('GET', '/api/users/cached3');
    expect(profile.headers.get('cache-control')).toBe('private, no-cache');
    expect(varyOf(profile.headers)).toContain('cookie');
  });

  it('keys a public profile by the cookie, since its owner and staff are answered more', async () => {
    const profile = await api.client().request('GET', '/api/users/cached3');
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=120');
    expect(varyOf(profile.headers)).toContain('cookie');
  });

  it('keeps staff lists uncached', async () => {
    const moderator = await api.as('moderator');
    const list = await moderator.request('GET', '/api/users?role=escort&moderationMode=true');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
  });
});

describe('revalidation', () => {
  it('answers 304 without a body to a request naming the answer’s ETag, headers kept', async () => {
    const first = await raw(api.base, LISTING);
    const etag = first.headers.etag;
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await raw(api.base, LISTING, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=120');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers the whole listing again to a stale ETag', async () => {
    const answer = await raw(api.base, LISTING, { 'if-none-match': 'W/"not-this-one"' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString()).data).toHaveLength(24);
  });
});

describe('compression', () => {
  it('sends brotli or gzip as the client accepts, decoding to the same JSON', async () => {
    const plain = await raw(api.base, LISTING);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString());

    const brotli = await raw(api.base, LISTING, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('application/json');
    expect(varyOf(brotli.headers)).toContain('accept-encoding');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(json);

    const gzip = await raw(api.base, LISTING, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(json);
    // The same answer whatever its encoding: one ETag to revalidate with.
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('never compresses the live event stream', async () => {
    const member = await api.as('client');
    const stop = new AbortController();
    const stream = await member.fetch('/api/events/stream', {
      headers: { 'accept-encoding': 'br, gzip' },
      signal: stop.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('content-encoding')).toBeNull();
    stop.abort();
  });
});

describe('errors', () => {
  it('are never cacheable, even on a public route', async () => {
    const unknown = await raw(api.base, '/api/users?category=all&region=atlantis', { 'accept-encoding': 'br' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(unknown.headers.etag).toBeUndefined();
    expect(unknown.headers['x-frame-options']).toBe('DENY');
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ code: 'unknown_location' });

    const invalid = await api.client().request('GET', '/api/users?category=all');
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('cache-control')).toBe('no-store');

    const missing = await api.client().request('GET', '/api/users/nobody-by-that-name');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});
