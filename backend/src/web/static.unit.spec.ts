import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from './static';

/** Stands for the colour-mode script the site's page runs inline before its first paint. */
const COLOUR_SCRIPT = "document.documentElement.classList.add('dark')";

let server: Server;
let base: string;
let hqServer: Server;
let hqBase: string;

/** A site at `/` and, before it, a staff app under `/hq`, as app.ts mounts them. */
async function listen(app: Koa): Promise<[Server, string]> {
  const listening = app.listen(0);
  await new Promise((resolve) => listening.once('listening', resolve));
  return [listening, `http://localhost:${(listening.address() as AddressInfo).port}`];
}

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'annuaire-static-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), `<!doctype html><title>site</title><script>${COLOUR_SCRIPT}</script>`);
  await writeFile(path.join(root, 'assets', 'app-1a2b.js'), 'console.log(1)');
  await writeFile(path.join(os.tmpdir(), 'secret.txt'), 'secret');
  const app = new Koa();
  app.use(serveApp(root));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = 'not here';
  });
  [server, base] = await listen(app);

  const hqRoot = await mkdtemp(path.join(os.tmpdir(), 'annuaire-static-hq-'));
  await mkdir(path.join(hqRoot, 'assets'));
  await writeFile(path.join(hqRoot, 'index.html'), '<!doctype html><title>hq</title>');
  await writeFile(path.join(hqRoot, 'assets', 'hq-9f8e.js'), 'console.log(2)');
  const both = new Koa();
  both.use(serveApp(hqRoot, '/hq'));
  both.use(serveApp(root));
  [hqServer, hqBase] = await listen(both);
});
afterAll(() => {
  server.close();
  hqServer.close();
});

describe('serving the built site', () => {
  it('answers client routes with index.html, uncached', async () => {
    const response = await fetch(`${base}/female-escorts/montreal?gender=woman`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>site</title>');
  });

  it('lets the page run its own inline script, by hash, and no other inline script', async () => {
    const policy = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    const hash = createHash('sha256').update(COLOUR_SCRIPT).digest('base64');
    expect(scripts).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('answers an app path with a dot in it (a username) with index.html, and a missing asset with 404', async () => {
    const page = await fetch(`${base}/user/jade.4`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>site</title>');
    expect((await fetch(`${base}/assets/gone-1234.js`)).status).toBe(404);
  });

  it('compresses text files for browsers that accept it, brotli first, and leaves others plain', async () => {
    const brotli = await fetch(`${base}/assets/app-1a2b.js`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(await brotli.text()).toBe('console.log(1)');
    const gzip = await fetch(`${base}/assets/app-1a2b.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('console.log(1)');
    const plain = await fetch(`${base}/assets/app-1a2b.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('serves hashed assets cached for a year', async () => {
    const response = await fetch(`${base}/assets/app-1a2b.js`);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('never serves files outside its folder, nor API paths, nor missing files as the page', async () => {
    expect((await fetch(`${base}/..%2Fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/api/anything`)).status).toBe(404);
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });
});

describe('serving an app under a prefix', () => {
  it('answers the prefix itself and every path below it with its own index.html', async () => {
    for (const url of ['/hq', '/hq/', '/hq/users/42/show']) {
      const response = await fetch(`${hqBase}${url}`);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toContain('<title>hq</title>');
    }
  });

  it('serves its hashed assets cached for a year', async () => {
    const response = await fetch(`${hqBase}/hq/assets/hq-9f8e.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log(2)');
  });

  it('leaves paths that only start alike, and missing assets, to what comes after', async () => {
    expect(await (await fetch(`${hqBase}/hqx`)).text()).toContain('<title>site</title>');
    expect(await (await fetch(`${hqBase}/`)).text()).toContain('<title>site</title>');
    expect((await fetch(`${hqBase}/hq/assets/missing.js`)).status).toBe(404);
  });
});
