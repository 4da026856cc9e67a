import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/api';
import { directoryFixture } from '../../../../test/directory';
import { loadActor } from '../../api/context';
import { sessionMiddleware } from '../../auth/sessions';
import { REPOSITORY_ROOT } from '../../config';
import { serverRendering } from './serverRendering';

/**
 * One address per page and the previews, through the real site: the server bundle is built from the current
 * source (frontend/src/entry-server.tsx, into a folder of its own: never frontend/dist-server, which `npm run
 * build` owns) and renders from the test API in process, as in production (web/ssr/serverRendering.ts).
 */
const SITE = 'http://annuaire.test';

let api: TestApi;
let bundle: string;
let template: string;
let base: string;
let server: { close(): void } | undefined;

/** The site's server bundle, as `npm run build` makes it for the Quebec site (frontend/package.json). */
async function buildServerBundle(outDir: string): Promise<void> {
  await promisify(execFile)(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'vite.server-bundle.config.ts',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: path.join(REPOSITORY_ROOT, 'frontend'), env: { ...process.env, WEBSITE: 'QC' } },
  );
}

beforeAll(async () => {
  bundle = await mkdtemp(path.join(tmpdir(), 'annuaire-ssr-bundle-'));
  template = await mkdtemp(path.join(tmpdir(), 'annuaire-ssr-site-'));
  const [started] = await Promise.all([
    startTestApi({ WEBSITE: 'QC', PUBLIC_URL: SITE }),
    buildServerBundle(bundle),
    writeFile(
      path.join(template, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>Annuaire</title></head><body><div id="root"></div></body></html>',
    ),
  ]);
  api = started;
  const fixture = directoryFixture(api);
  const laval = { location: { region: 'laval', city: null }, headline: 'À Laval ce soir', incall: true };
  await fixture.add({
    username: 'florence.6',
    changes: laval,
    commands: [
      { type: 'AddPicture', pictureId: 'p-florence', url: 'pictures/florence.jpg', width: 1600, height: 2000 },
      { type: 'ApprovePicture', pictureId: 'p-florence' },
    ],
  });
  await fixture.add({ username: 'alex.7', changes: laval });
  // Registered a moment ago and not approved: under review (docs/product.md §4).
  await fixture.add({ username: 'nouvelle.8', changes: laval, approved: false });
  await fixture.settle();

  // The site in front of the test API's routes: what createApp mounts when the site is built.
  const app = new Koa();
  app.use(sessionMiddleware(api.deps.db));
  app.use(loadActor(api.deps));
  app.use(
    serverRendering(api.app, {
      siteDir: template,
      serverDir: bundle,
      publicUrl: SITE,
      website: 'QC',
      publicVersion: () => 0,
    }),
  );
  app.use((ctx) => {
    ctx.type = 'html';
    ctx.body = 'the browser renders this page';
  });
  const listening = app.listen(0);
  server = listening;
  await new Promise((resolve) => listening.once('listening', resolve));
  base = `http://127.0.0.1:${(listening.address() as { port: number }).port}`;
}, 180_000);

afterAll(async () => {
  server?.close();
  await api?.close();
  for (const folder of [bundle, template]) if (folder) await rm(folder, { recursive: true, force: true });
});

const get = async (url: string) => {
  const response = await fetch(base + url, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
};

describe('one address per page (docs/product.md §2)', () => {
  it('answers a listing page past its last with 404 and noindex', async () => {
    const past = await get('/all/laval/page/99');
    expect(past.status).toBe(404);
    expect(past.html).toContain('<meta name="robots" content="noindex" />');
    expect((await get('/all/laval/page/2')).status).toBe(404);
    expect((await get('/all/laval')).status).toBe(200);
  });

  it("sends another case of a username to the member's own spelling", async () => {
    const moved = await get('/user/Florence.6');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/user/florence.6');
    expect((await get('/en/user/FLORENCE.6')).location).toBe('/en/user/florence.6');
  });

  it('sends a trailing slash to the address without it', async () => {
    const moved = await get('/user/alex.7/');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/user/alex.7');
    expect(await get('/all/laval/')).toMatchObject({ status: 301, location: '/all/laval' });
  });

  it('sends a case variant of a place or category to its address, and a variant of no page to the 404', async () => {
    expect(await get('/ALL/laval')).toMatchObject({ status: 301, location: '/all/laval' });
    expect(await get('/all/LAVAL?travel=incall')).toMatchObject({ status: 301, location: '/all/laval?travel=incall' });
    expect((await get('/ALL/atlantis')).status).toBe(404);
  });
});

describe('what pages say to search engines and link previews', () => {
  it('calls a listing a website', async () => {
    const { html } = await get('/all/laval');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).not.toContain('content="article"');
  });

  it("shows the site's icon on the home, from the public address, and the icon is there", async () => {
    const { status, html } = await get('/');
    expect(status).toBe(200);
    expect(html).toContain(`<meta property="og:image" content="${SITE}/api/manifest/icons/512.png" />`);
    expect(html).toContain(`<meta name="twitter:image" content="${SITE}/api/manifest/icons/512.png" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    const icon = await fetch(`${api.base}/api/manifest/icons/512.png`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  it("describes a profile's picture in the page's language", async () => {
    const french = await get('/user/florence.6');
    expect(french.status).toBe(200);
    expect(french.html).toContain('<meta property="og:type" content="profile" />');
    expect(french.html).toMatch(/<meta property="og:image" content="http:\/\/annuaire\.test\/api\/images\?url=/);
    expect(french.html).toContain('<meta property="og:image:alt" content="Photo de florence.6" />');
    expect(french.html).toContain('<meta name="twitter:image:alt" content="Photo de florence.6" />');
    expect(french.html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(french.html).not.toContain('noindex');
    const english = await get('/en/user/florence.6');
    expect(english.html).toContain('<meta property="og:image:alt" content="Photo of florence.6" />');
  });

  it('keeps a profile under review out of search results, still showing it', async () => {
    const { status, html } = await get('/user/nouvelle.8');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });
});
