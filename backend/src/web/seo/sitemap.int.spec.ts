import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/api';
import { directoryFixture, MONTREAL } from '../../../../test/directory';
import { seoRouter } from './router';
import { childrenNamed, childText, parseXml, type XmlElement } from './xmlForTests';

const SITE = 'https://annuaire.example';
const XHTML = 'http://www.w3.org/1999/xhtml';
let api: TestApi;

beforeAll(async () => {
  // The public address differs from the one tests reach, so a URL built from the request would show.
  api = await startTestApi({ PUBLIC_URL: SITE });
  const fixture = directoryFixture(api);
  await fixture.add({ username: 'amelie', changes: { location: MONTREAL } });
  await fixture.add({
    username: 'newbie',
    gender: 'man',
    changes: { location: { region: 'laval', city: null } },
    approved: false,
  });
  await fixture.add({
    username: 'ghosty',
    gender: 'man',
    changes: { location: { region: 'laval', city: null } },
    commands: [{ type: 'SetGhost', ghost: true }],
  });
  await fixture.add({
    username: 'gone',
    gender: 'man',
    changes: { location: { region: 'laval', city: null } },
    commands: [{ type: 'Delete', notifyReporters: false }],
  });
  // Enough profiles for a small part to need several profile queries.
  for (const username of ['bella', 'chloe', 'dana', 'eva']) {
    await fixture.add({ username, changes: { location: { region: 'montreal', city: 'verdun' } } });
  }
  await fixture.settle();
});
afterAll(async () => {
  await api?.close();
});

/** A GET with any Host header (fetch will not forge one), its status, headers and body. */
function get(base: string, path: string, host?: string) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const url = new URL(path, base);
    const headers = host ? { host } : {};
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The `<url>` entries of a sitemap file, by their address. */
function urlsOf(xml: string): Map<string, XmlElement> {
  const root = parseXml(xml);
  expect(root.name).toBe('urlset');
  return new Map(childrenNamed(root, 'url').map((url) => [childText(url, 'loc')!, url]));
}

const partsOf = (xml: string) => childrenNamed(parseXml(xml), 'sitemap').map((entry) => childText(entry, 'loc')!);
const pathOf = (url: string) => url.slice(SITE.length);

const alternates = (url: XmlElement) =>
  Object.fromEntries(
    childrenNamed(url, 'link')
      .filter((link) => link.uri === XHTML && link.attributes.rel === 'alternate')
      .map((link) => [link.attributes.hreflang, link.attributes.href]),
  );

describe('GET /sitemap.xml', () => {
  it('is an index of one sitemap per language, at the public address whatever the Host', async () => {
    const answer = await get(api.base, '/sitemap.xml', 'evil.example');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/xml; charset=utf-8');
    expect(partsOf(answer.body)).toEqual([`${SITE}/sitemaps/fr-1.xml`, `${SITE}/sitemaps/en-1.xml`]);
    expect(answer.body).not.toContain('evil.example');
  });
});

describe('GET /sitemaps/{locale}-{n}.xml', () => {
  it('lists a visible profile in both languages, with its alternates and when it changed', async () => {
    const fr = urlsOf((await get(api.base, '/sitemaps/fr-1.xml', 'evil.example')).body);
    const en = urlsOf((await get(api.base, '/sitemaps/en-1.xml')).body);
    const inFrench = fr.get(`${SITE}/user/amelie`);
    const inEnglish = en.get(`${SITE}/en/user/amelie`);
    const expected = { fr: `${SITE}/user/amelie`, en: `${SITE}/en/user/amelie` };
    expect(alternates(inFrench!)).toEqual(expected);
    expect(alternates(inEnglish!)).toEqual(expected);
    const lastmod = Date.parse(childText(inFrench!, 'lastmod') ?? '');
    expect(lastmod).toBeLessThanOrEqual(Date.now());
    expect(lastmod).toBeGreaterThan(Date.now() - 3_600_000);
    expect(fr.has(`${SITE}/`)).toBe(true);
    expect(en.has(`${SITE}/en`)).toBe(true);
  });

  it('never lists a profile under review, in ghost mode or deleted', async () => {
    const paths = [...urlsOf((await get(api.base, '/sitemaps/fr-1.xml')).body).keys()].map(pathOf);
    for (const hidden of ['newbie', 'ghosty', 'gone']) expect(paths).not.toContain(`/user/${hidden}`);
  });

  it('lists a place × category only where someone is listed, dated by its newest profile', async () => {
    const urls = urlsOf((await get(api.base, '/sitemaps/fr-1.xml')).body);
    const paths = [...urls.keys()].map(pathOf);
    expect(paths).toEqual(
      expect.arrayContaining(['/female-escorts/montreal', '/female-escorts/montreal/ville-marie', '/all/montreal']),
    );
    // Laval's only men are under review, ghost or deleted.
    expect(paths).not.toContain('/male-escorts/laval');
    expect(paths).not.toContain('/male-escorts/montreal/ville-marie');
    const listing = urls.get(`${SITE}/female-escorts/montreal/ville-marie`)!;
    const profile = urls.get(`${SITE}/user/amelie`)!;
    expect(Date.parse(childText(listing, 'lastmod')!)).toBeGreaterThanOrEqual(
      Date.parse(childText(profile, 'lastmod')!),
    );
    expect(alternates(listing).en).toBe(`${SITE}/en/female-escorts/montreal/ville-marie`);
  });

  it('answers 404 as JSON for a part or a language that does not exist', async () => {
    for (const path of ['/sitemaps/fr-2.xml', '/sitemaps/de-1.xml', '/sitemaps/fr-0.xml', '/sitemaps/x']) {
      const answer = await get(api.base, path);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('sitemap parts', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // The same routes on the same read models, cut every 5 URLs instead of every 50,000, read 2 profiles a query.
    const app = new Koa();
    app.use(seoRouter(api.deps, { urlsPerPart: 5, profilesPerQuery: 2 }).routes());
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.close();
  });

  it('splits each language into parts of at most the limit, together listing every URL once', async () => {
    const whole = [...urlsOf((await get(api.base, '/sitemaps/fr-1.xml')).body).keys()];
    const parts = partsOf((await get(base, '/sitemap.xml')).body);
    const count = Math.ceil(whole.length / 5);
    expect(count).toBeGreaterThan(2);
    expect(parts.filter((url) => url.includes('/sitemaps/fr-'))).toEqual(
      Array.from({ length: count }, (_, index) => `${SITE}/sitemaps/fr-${index + 1}.xml`),
    );
    expect(parts.filter((url) => url.includes('/sitemaps/en-'))).toHaveLength(count);
    const pieces: string[][] = [];
    for (let number = 1; number <= count; number++) {
      pieces.push([...urlsOf((await get(base, `/sitemaps/fr-${number}.xml`)).body).keys()]);
    }
    expect(pieces.every((piece) => piece.length > 0 && piece.length <= 5)).toBe(true);
    expect(pieces.flat()).toEqual(whole);
    expect((await get(base, `/sitemaps/fr-${count + 1}.xml`)).status).toBe(404);
  });
});
