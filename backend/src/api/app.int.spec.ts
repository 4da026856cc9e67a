import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { apiRouters } from './app';
import { answerErrors } from './boundary/errors';
import { isPlainPath, mountRouters } from './routing';

/**
 * The order of app.ts's router list does not matter: no two routes of one method take the same paths,
 * and a literal segment wins over a parameter (routing.ts), so the list mounted backwards routes alike.
 */
let api: TestApi;
let reversed: { base: string; close(): void };

beforeAll(async () => {
  api = await startTestApi();
  const app = new Koa();
  app.use(answerErrors);
  mountRouters(app, apiRouters(api.deps, null).reverse());
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  reversed = { base: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => server.close() };
});
afterAll(async () => {
  reversed?.close();
  await api?.close();
});

describe('the API routers', () => {
  it('hold no two routes of one method for the same paths', () => {
    const seen = new Map<string, number>();
    const uncompared: string[] = [];
    for (const router of apiRouters(api.deps, null)) {
      for (const layer of router.stack) {
        if (layer.methods.length === 0 || typeof layer.path !== 'string') continue;
        // Optional groups and wildcards escape the literal-first rule: a route using one could shadow another.
        if (!isPlainPath(layer.path)) uncompared.push(layer.path);
        const shape = layer.path.toLowerCase().replace(/:[^/]+/g, ':param');
        for (const method of layer.methods) seen.set(`${method} ${shape}`, (seen.get(`${method} ${shape}`) ?? 0) + 1);
      }
    }
    expect([...seen].filter(([, count]) => count > 1).map(([route]) => route)).toEqual([]);
    expect(uncompared).toEqual([]);
  });

  it.each([
    // Staff-only routes answer 401 to an anonymous caller; a member's profile would be a 404 "User not found".
    ['GET', '/api/users/statistics', 401, 'unauthenticated'],
    ['GET', '/api/users/most-conversations', 401, 'unauthenticated'],
    ['GET', '/api/users/flagged-active', 401, 'unauthenticated'],
    ['GET', '/api/users/search?q=esc', 200, undefined],
    ['GET', '/api/users/escort', 200, undefined],
    ['GET', '/api/blocks/images?url=blocks/none/none.jpg', 404, 'not_found'],
  ] as const)('mounted backwards, still answer %s %s with its own route', async (method, path, status, code) => {
    const answer = async (base: string) => {
      const response = await fetch(`${base}${path}`, { method });
      return { status: response.status, body: (await response.json()) as { code?: string; msg?: string } };
    };
    const [inOrder, backwards] = await Promise.all([answer(api.base), answer(reversed.base)]);
    expect(inOrder.status).toBe(status);
    expect(inOrder.body.code).toBe(code);
    expect(backwards).toEqual(inOrder);
  });
});

describe('a route asked in another case', () => {
  /** Every GET route of the app, its parameters filled, with its first, second or last segment upper-cased. */
  const recased = () =>
    apiRouters(api.deps, null)
      .flatMap((router) => router.stack)
      .filter((layer) => layer.methods.includes('GET') && typeof layer.path === 'string' && isPlainPath(layer.path))
      .flatMap((layer) => {
        const segments = (layer.path as string).split('/');
        const path = segments.map((segment) => (segment.startsWith(':') ? 'x' : segment));
        const last = segments.findLastIndex((segment) => segment !== '' && !segment.startsWith(':'));
        return [1, 2, last]
          .map((index) => path.map((segment, at) => (at === index ? segment.toUpperCase() : segment)).join('/'))
          .filter((recasedPath) => recasedPath !== path.join('/'));
      });

  // Unknown (404), or taken by a route's parameter whose guard asks who is calling (401).
  it('is an unknown address or meets a guard, so a staff route is never reached past its guard', async () => {
    const paths = [...new Set(recased())];
    expect(paths).toEqual(
      expect.arrayContaining(['/API/admin/transactions', '/api/ADMIN/transactions', '/api/admin/TRANSACTIONS']),
    );
    const answered: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${api.base}${path}`);
      await response.arrayBuffer();
      if (response.status !== 404 && response.status !== 401) answered.push(`${path} ${response.status}`);
    }
    expect(answered).toEqual([]);
  });

  it('cannot change what a staff route guards', async () => {
    const response = await fetch(`${api.base}/api/admin/SETTINGS/app`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ maintenanceMode: true, reason: 'not staff' }),
    });
    expect(response.status).toBe(404);
    expect((await (await fetch(`${api.base}/api/app-settings`)).json()) as object).toMatchObject({
      maintenanceMode: false,
    });
  });
});
