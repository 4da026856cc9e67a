import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from './static';

let server: Server;
let base: string;

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'annuaire-static-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>site</title>');
  await writeFile(path.join(root, 'assets', 'app-1a2b.js'), 'console.log(1)');
  await writeFile(path.join(os.tmpdir(), 'secret.txt'), 'secret');
  const app = new Koa();
  app.use(serveApp(root));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = 'not here';
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('serving the built site', () => {
  it('answers client routes with index.html, uncached', async () => {
    const response = await fetch(`${base}/female-escorts/montreal?gender=woman`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>site</title>');
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
