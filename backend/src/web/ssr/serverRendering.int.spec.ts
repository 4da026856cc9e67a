import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/api';
import { loadActor } from '../../api/context';
import { sessionMiddleware } from '../../auth/sessions';
import { DEMO_PASSWORD } from '../../demo/seed';
import type { RenderBounds } from './renderGate';
import { serverRendering } from './serverRendering';

/**
 * The server render's keeping and bounds, on a stand-in for the site's server bundle (frontend/src/entry-server.tsx,
 * whose own reading of addresses is app/server/page-address.spec.ts): it reads only `travel`, counts its renders and
 * holds them until the test lets them go, so the tests wait for renders to be under way, never for time.
 */
const FAKE_ENTRY = `
const state = () => globalThis.__fakeSite;
export const website = 'QC';
function address(url, region) {
  const { pathname, searchParams } = new URL(url, 'http://site.invalid');
  if (pathname === '/profile') return { kind: 'client' };
  const travel = searchParams.get('travel');
  const page = travel ? pathname + '?travel=' + travel : pathname;
  return pathname === '/' && region === 'montreal' ? { kind: 'page', url: page, region } : { kind: 'page', url: page };
}
async function render(request) {
  const site = state();
  site.renders.push(request);
  if (site.hold) await site.hold;
  if (request.url === '/broken') throw new Error('the page failed');
  return {
    kind: 'page', status: 200, lang: 'fr', head: '', html: '<p>' + request.url + ' ' + site.renders.length + '</p>',
    state: '{}', markup: {}, timing: { data: 1, render: 1, cached: false },
  };
}
export function createRenderer() {
  return { address, render };
}
`;

interface FakeSite {
  renders: { url: string; signedIn: boolean }[];
  hold: Promise<void> | null;
}
const site = (globalThis as { __fakeSite?: FakeSite }).__fakeSite ?? { renders: [], hold: null };
(globalThis as { __fakeSite?: FakeSite }).__fakeSite = site;

const GENEROUS: RenderBounds = {
  atOnce: 100,
  perClientAtOnce: 100,
  perClientShare: 1,
  perClientBurstMs: 3_600_000,
  clients: 100,
};

let api: TestApi;
let folder: string;
const servers: { close(): void }[] = [];

/** The product's middleware in front of the render (sessions, actor), then "the browser's page" for the rest. */
async function serve(options: { bounds?: RenderBounds; publicVersion?: () => number } = {}) {
  const app = new Koa();
  // Behind one trusted proxy, as TRUST_PROXY=1: each test client names its own address.
  app.proxy = true;
  app.maxIpsCount = 1;
  app.use(sessionMiddleware(api.deps.db));
  app.use(loadActor(api.deps));
  app.use(
    serverRendering(app, {
      siteDir: folder,
      serverDir: folder,
      publicUrl: 'http://annuaire.test',
      website: 'QC',
      publicVersion: options.publicVersion ?? (() => 0),
      bounds: options.bounds ?? GENEROUS,
      // One window for the whole test: a page is kept until the test changes what the pages show.
      now: () => 0,
    }),
  );
  app.use((ctx) => {
    ctx.type = 'html';
    ctx.body = 'the browser renders this page';
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  return (url: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${url}`, { headers: { 'x-forwarded-for': '203.0.113.1', ...headers } }).then(
      async (response) => ({
        status: response.status,
        timing: response.headers.get('server-timing') ?? '',
        html: await response.text(),
      }),
    );
}

/** A live session's cookie, as the browser holds it after signing in. */
async function liveSessionCookie(): Promise<string> {
  const response = await fetch(`${api.base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'client', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith('annuaire_session='))!
    .split(';')[0]!;
}

beforeAll(async () => {
  api = await startTestApi({ WEBSITE: 'QC' });
  folder = await mkdtemp(path.join(tmpdir(), 'annuaire-ssr-'));
  await writeFile(path.join(folder, 'package.json'), '{ "type": "module" }');
  await writeFile(path.join(folder, 'entry-server.js'), FAKE_ENTRY);
  await writeFile(
    path.join(folder, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Annuaire</title></head><body><div id="root"></div></body></html>',
  );
});
afterEach(() => {
  site.renders = [];
  site.hold = null;
});
afterAll(async () => {
  for (const server of servers) server.close();
  await api?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('pages keyed by what they render (docs/product.md §9, "visitor\'s page kept on the server")', () => {
  it('answers an address with parameters no page reads from its canonical page: one render for any number', async () => {
    const get = await serve();
    const answers = [];
    for (let n = 0; n < 20; n += 1) answers.push(await get(`/female-escorts/montreal?utm=${Math.random()}`));
    expect(site.renders.map((request) => request.url)).toEqual(['/female-escorts/montreal']);
    expect(answers.slice(1).every((answer) => answer.timing.startsWith('page;desc="kept"'))).toBe(true);
    expect(new Set(answers.map((answer) => answer.html)).size).toBe(1);
    expect(answers[0]!.html).not.toContain('utm');
    // A remembered region the page does not read is no other page either.
    expect((await get('/female-escorts/montreal', { cookie: `region=${Math.random()}` })).timing).toMatch(
      /^page;desc="kept"/,
    );

    // What the page reads still makes its own page, whatever else comes with it.
    await get('/female-escorts/montreal?travel=incall&utm=1');
    await get('/female-escorts/montreal?utm=2&travel=incall');
    expect(site.renders.map((request) => request.url)).toEqual([
      '/female-escorts/montreal',
      '/female-escorts/montreal?travel=incall',
    ]);
  });

  it("gives a cookie that opens no session the visitor's kept page, and renders a live session's every time", async () => {
    const get = await serve();
    await get('/female-escorts/laval');
    const forged = [
      'annuaire_session=x',
      // The form of a real token (random part, dot, signature), opening nothing.
      `annuaire_session=${'A'.repeat(43)}.${'B'.repeat(22)}`,
    ];
    for (const cookie of forged) {
      const answer = await get('/female-escorts/laval', { cookie });
      expect(answer.timing).toMatch(/^page;desc="kept"/);
    }
    expect(site.renders).toHaveLength(1);

    const cookie = await liveSessionCookie();
    const member = await get('/female-escorts/laval', { cookie });
    await get('/female-escorts/laval', { cookie });
    expect(member.timing).toContain('render;dur=');
    expect(site.renders.map((request) => request.signedIn)).toEqual([false, true, true]);
  });
});

describe('renders within bounds, past them the kept or the browser’s page', () => {
  const BOUNDED: RenderBounds = { ...GENEROUS, atOnce: 3, perClientAtOnce: 2 };

  it('answers a client’s renders past its share of slots with the browser’s page; another client still renders', async () => {
    const get = await serve({ bounds: BOUNDED });
    let letGo!: () => void;
    site.hold = new Promise((resolve) => (letGo = resolve));

    const first = [get('/user/a'), get('/user/b')];
    await vi.waitFor(() => expect(site.renders).toHaveLength(2));
    const extra = await get('/user/c');
    expect(extra.html).toBe('the browser renders this page');
    expect(extra.timing).toBe('page;desc="client", busy;desc="client"');

    const other = get('/user/d', { 'x-forwarded-for': '198.51.100.7' });
    await vi.waitFor(() => expect(site.renders).toHaveLength(3));
    // Every slot of the process taken: a third client is answered at once too, never queued.
    const third = await get('/user/e', { 'x-forwarded-for': '192.0.2.55' });
    expect(third.timing).toBe('page;desc="client", busy;desc="busy"');

    letGo();
    const done = await Promise.all([...first, other]);
    expect(done.map((answer) => answer.timing)).toEqual([
      expect.stringContaining('render;dur='),
      expect.stringContaining('render;dur='),
      expect.stringContaining('render;dur='),
    ]);
    expect(site.renders.map((request) => request.url)).toEqual(['/user/a', '/user/b', '/user/d']);
  });

  it('gives a client past its bound the page kept for the address, even from before the last change', async () => {
    let version = 0;
    const get = await serve({ bounds: BOUNDED, publicVersion: () => version });
    await get('/user/jade');
    version += 1; // a read model the pages show committed: the kept page is no longer answered as such

    let letGo!: () => void;
    site.hold = new Promise((resolve) => (letGo = resolve));
    const busy = [get('/user/a'), get('/user/b')];
    await vi.waitFor(() => expect(site.renders).toHaveLength(3));
    const stale = await get('/user/jade');
    expect(stale.timing).toMatch(/^page;desc="stale", busy;desc="client"/);
    expect(stale.html).toContain('/user/jade 1');
    letGo();
    await Promise.all(busy);
    // With a slot free again, the page is made anew.
    expect((await get('/user/jade')).html).toContain('/user/jade 4');
  });

  it('answers a failed render with the browser’s page, and keeps serving', async () => {
    const get = await serve();
    const failed = await get('/broken');
    expect(failed.status).toBe(200);
    expect(failed.html).toBe('the browser renders this page');
    expect((await get('/user/jade')).timing).toContain('render;dur=');
  });
});
