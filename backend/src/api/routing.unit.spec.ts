import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { mountRouters } from './routing';

/** Each route answers its own name and the parameters it read. */
function routers(): Router[] {
  const answer = (name: string) => (ctx: Koa.Context) => {
    ctx.body = { name, params: ctx.params };
  };
  const profiles = new Router({ prefix: '/users' });
  profiles.get('/:id', answer('profile'));
  profiles.get('/:id/:tab', answer('profile tab'));
  profiles.post('/:id/approve', answer('approve user'));
  const statistics = new Router();
  statistics.get('/users/statistics', answer('statistics'));
  const pictures = new Router({ prefix: '/users/pictures' });
  pictures.post('/approve', answer('approve pictures'));
  pictures.get('/:tab', answer('pictures tab'));
  const search = new Router();
  search.get('/users/search/recent', answer('recent searches'));
  return [profiles, statistics, pictures, search];
}

const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function start(order: (list: Router[]) => Router[]): Promise<string> {
  const app = new Koa();
  mountRouters(app, order(routers()));
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

const call = async (base: string, method: string, path: string) => {
  const response = await fetch(`${base}${path}`, { method });
  return { status: response.status, body: response.status === 200 ? await response.json() : null };
};

describe.each([
  ['as listed', (list: Router[]) => list],
  ['reversed', (list: Router[]) => [...list].reverse()],
])('routers mounted %s', (_, order) => {
  it('answer a literal segment with its own route, not a parameter of another', async () => {
    const base = await start(order);
    expect((await call(base, 'GET', '/users/statistics')).body).toEqual({ name: 'statistics', params: {} });
    expect((await call(base, 'GET', '/users/statistics/')).body).toEqual({ name: 'statistics', params: {} });
    expect((await call(base, 'POST', '/users/pictures/approve')).body).toEqual({
      name: 'approve pictures',
      params: {},
    });
    expect((await call(base, 'GET', '/users/search/recent')).body).toEqual({ name: 'recent searches', params: {} });
  });

  it('still give the parameter every other value, with its parameters read in place', async () => {
    const base = await start(order);
    expect((await call(base, 'GET', '/users/alex')).body).toEqual({ name: 'profile', params: { id: 'alex' } });
    expect((await call(base, 'GET', '/users/statisticsx')).body).toEqual({
      name: 'profile',
      params: { id: 'statisticsx' },
    });
    expect((await call(base, 'POST', '/users/alex/approve')).body).toEqual({
      name: 'approve user',
      params: { id: 'alex' },
    });
    // A literal wins only where its whole path matches: `/users/pictures/{tab}` and `/users/search/{tab}` differ.
    expect((await call(base, 'GET', '/users/pictures/all')).body).toEqual({
      name: 'pictures tab',
      params: { tab: 'all' },
    });
    expect((await call(base, 'GET', '/users/search/older')).body).toEqual({
      name: 'profile tab',
      params: { id: 'search', tab: 'older' },
    });
  });

  it('keep answering 405 to a method a path does not take', async () => {
    const base = await start(order);
    expect((await call(base, 'DELETE', '/users/statistics')).status).toBe(405);
  });
});

describe('requests no router can take', () => {
  /** The app's routers and, after them, what the app mounts next (the built site), answering every path. */
  async function withSite(routers: Router[]): Promise<{ base: string; guardCalls: () => number }> {
    let guards = 0;
    const admin = new Router({ prefix: '/admin' });
    admin.use(async (_ctx, next) => {
      guards++;
      await next();
    });
    admin.get('/figures', (ctx) => {
      ctx.body = { name: 'figures' };
    });
    const app = new Koa();
    mountRouters(app, [...routers, admin]);
    app.use((ctx) => {
      ctx.body = { name: 'site', path: ctx.path };
    });
    const server = app.listen(0);
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return { base: `http://localhost:${(server.address() as AddressInfo).port}`, guardCalls: () => guards };
  }

  it('go past the routers to what comes next, without meeting a router guard', async () => {
    const { base, guardCalls } = await withSite(routers());
    expect((await call(base, 'GET', '/female-escorts/montreal')).body).toEqual({
      name: 'site',
      path: '/female-escorts/montreal',
    });
    expect((await call(base, 'GET', '/')).body).toEqual({ name: 'site', path: '/' });
    expect(guardCalls()).toBe(0);
    // Routes take their paths in the case written, as the routers' guards do: no guard is passed by. A router's
    // first segment in another case is an unknown address, never what comes next (the site's page, 200).
    expect((await call(base, 'GET', '/ADMIN/figures')).status).toBe(404);
    expect((await call(base, 'GET', '/admin/FIGURES')).body).toEqual({ name: 'site', path: '/admin/FIGURES' });
    expect(guardCalls()).toBe(0);
    expect((await call(base, 'GET', '/admin/figures')).body).toEqual({ name: 'figures' });
    expect((await call(base, 'GET', '/users/alex')).body).toEqual({ name: 'profile', params: { id: 'alex' } });
    expect(guardCalls()).toBe(1);
  });

  it('still go through every router when one takes any first segment', async () => {
    const anywhere = new Router();
    anywhere.get('/:page', (ctx) => {
      ctx.body = { name: 'any page', page: ctx.params.page };
    });
    const { base } = await withSite([...routers(), anywhere]);
    expect((await call(base, 'GET', '/faq')).body).toEqual({ name: 'any page', page: 'faq' });
    expect((await call(base, 'GET', '/users/alex')).body).toEqual({ name: 'profile', params: { id: 'alex' } });
  });
});
