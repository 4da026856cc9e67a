import { readFile } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Koa from 'koa';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteVariant } from '@annuaire/shared';
import { answerErrors } from '../api/boundary/errors';
import { REPOSITORY_ROOT } from '../config';
import { manifestRouter, type WebManifest } from './manifest';

const servers: Server[] = [];
const bases = {} as Record<SiteVariant, string>;

async function serve(website: SiteVariant): Promise<string> {
  const app = new Koa();
  app.use(answerErrors);
  const router = manifestRouter({ config: { WEBSITE: website } });
  app.use(router.routes());
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  bases.QC = await serve('QC');
  bases.CA = await serve('CA');
});
afterAll(() => servers.forEach((server) => server.close()));

async function manifestOf(website: SiteVariant, query = ''): Promise<{ response: Response; body: WebManifest }> {
  const response = await fetch(`${bases[website]}/api/manifest${query}`);
  return { response, body: (await response.json()) as WebManifest };
}

/** The site's own copy of its name and description (the page head shows the same). */
async function siteCopy(locale: 'fr' | 'en') {
  const file = path.join(REPOSITORY_ROOT, 'frontend', 'src', 'locales', locale, 'common.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { site: { name: Record<string, string> } }).site as {
    name: Record<SiteVariant, string>;
    description: Record<SiteVariant, string>;
  };
}

describe('GET /api/manifest', () => {
  it('answers the Quebec site in French by default, opening on its home page', async () => {
    const { response, body } = await manifestOf('QC');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json(;|$)/);
    expect(body).toMatchObject({
      id: '/',
      name: 'Annuaire Québec',
      lang: 'fr',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#00B79E',
      background_color: '#0E1116',
    });
    expect(body.short_name.length).toBeLessThanOrEqual(12);
  });

  it('opens the other language under its prefix, in each variant', async () => {
    expect((await manifestOf('QC', '?lang=en')).body).toMatchObject({ lang: 'en', start_url: '/en' });
    expect((await manifestOf('CA')).body).toMatchObject({ lang: 'en', start_url: '/', theme_color: '#8E86FE' });
    expect((await manifestOf('CA', '?lang=fr')).body).toMatchObject({
      name: 'Annuaire Canada',
      lang: 'fr',
      start_url: '/fr',
    });
  });

  it("uses the site's own name and description in each language", async () => {
    for (const website of ['QC', 'CA'] as const) {
      for (const lang of ['fr', 'en'] as const) {
        const copy = await siteCopy(lang);
        const { body } = await manifestOf(website, `?lang=${lang}`);
        expect(body.name).toBe(copy.name[website]);
        expect(body.description).toBe(copy.description[website]);
      }
    }
  });

  it('refuses a language the site does not have', async () => {
    const response = await fetch(`${bases.QC}/api/manifest?lang=de`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('answers 304 to a browser that has the same manifest', async () => {
    const first = await fetch(`${bases.QC}/api/manifest?lang=fr`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http rather than fetch: fetch adds `Cache-Control: no-cache` to a conditional request.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${bases.QC}/api/manifest?lang=fr`, { headers: { 'If-None-Match': etag! } }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it("lists the variant's SVG favicon and PNG renditions, one of them maskable", async () => {
    const { body } = await manifestOf('CA');
    expect(body.icons).toContainEqual({ src: '/favicon-ca.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' });
    expect(body.icons.filter((icon) => icon.type === 'image/png').map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });
});

describe('GET /api/manifest/icons/{file}', () => {
  it('serves every icon the manifest lists as a PNG of its size, cached for a year', async () => {
    const { body } = await manifestOf('QC');
    for (const icon of body.icons.filter((entry) => entry.type === 'image/png')) {
      const response = await fetch(`${bases.QC}${icon.src}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const size = Number(icon.sizes.split('x')[0]);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: size, height: size });
    }
  });

  it('draws the favicon itself: its colour fills the plain icon, the maskable one has a full background', async () => {
    const pixel = async (file: string, x: number, y: number) => {
      const bytes = Buffer.from(await (await fetch(`${bases.QC}/api/manifest/icons/${file}`)).arrayBuffer());
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * info.channels;
      return [...data.subarray(at, at + info.channels)];
    };
    // Near the top left of the favicon's tile: the variant's primary colour #00B79E, opaque.
    expect(await pixel('512.png', 80, 80)).toEqual([0, 183, 158, 255].map((channel) => expect.closeTo(channel, -1.5)));
    // The plain icon keeps the favicon's rounded corners; the maskable one is opaque to its edges.
    expect((await pixel('512.png', 1, 1))[3]).toBe(0);
    expect(await pixel('maskable-512.png', 1, 1)).toEqual([14, 17, 22, 255]);
  });

  it('answers 404 for an icon it does not make', async () => {
    const response = await fetch(`${bases.QC}/api/manifest/icons/64.png`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});
