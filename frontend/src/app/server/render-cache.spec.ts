import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderCache, renderKey } from './render-cache';

const page = (html: string) => ({ status: 200, lang: 'fr', head: '', html });

function clientWith(data: unknown, updatedAt: number) {
  const client = new QueryClient();
  client.setQueryData(['listing', '/api/users?category=all&region=montreal'], data, { updatedAt });
  return client;
}

describe('the key of a rendered page', () => {
  it('is the same for the same answers read at different times', () => {
    const data = { data: [{ username: 'jade.4' }] };
    expect(renderKey('/all/montreal', false, clientWith(data, 1_000))).toBe(
      renderKey('/all/montreal', false, clientWith(data, 99_000)),
    );
  });

  it('changes with the minute, so what a page derives from the clock stays fresh', () => {
    const client = clientWith({ data: [] }, 1);
    const at = Date.UTC(2026, 10, 27, 21, 0, 5);
    expect(renderKey('/all/montreal', false, client, at)).toBe(renderKey('/all/montreal', false, client, at + 30_000));
    expect(renderKey('/all/montreal', false, client, at)).not.toBe(
      renderKey('/all/montreal', false, client, at + 60_000),
    );
  });

  it('changes with the answers, the address and the session', () => {
    const before = renderKey('/all/montreal', false, clientWith({ data: [{ username: 'jade.4' }] }, 1));
    expect(renderKey('/all/montreal', false, clientWith({ data: [{ username: 'mia.2' }] }, 1))).not.toBe(before);
    expect(renderKey('/en/all/montreal', false, clientWith({ data: [{ username: 'jade.4' }] }, 1))).not.toBe(before);
    expect(renderKey('/all/montreal', true, clientWith({ data: [{ username: 'jade.4' }] }, 1))).not.toBe(before);
  });

  it('tells apart refusals of different kinds (an unknown profile is not a failed read)', () => {
    const refused = (status: number) => {
      const client = new QueryClient();
      client
        .getQueryCache()
        .build(client, { queryKey: ['profile', 'x'] })
        .setState({
          status: 'error',
          error: new ApiError(status, { msg: 'no', code: status === 404 ? 'not_found' : 'internal' }),
        });
      return renderKey('/user/x', false, client);
    };
    expect(refused(404)).not.toBe(refused(500));
  });
});

describe('the cache of rendered pages', () => {
  const rendered = (html: string) => async () => page(html);

  it('answers a page it holds and forgets the least recently used one past its budget', async () => {
    // Each page costs 10 characters (a 1-character key and 9 of markup): ten fit in 100.
    const cache = renderCache(100);
    await cache.get('a', rendered('x'.repeat(9)));
    await cache.get('b', rendered('y'.repeat(9)));
    expect(await cache.get('a', rendered('other'))).toEqual({ page: page('x'.repeat(9)), cached: true });
    for (const key of 'cdefghij') await cache.get(key, rendered('z'.repeat(9)));
    expect(cache.size).toBe(10);
    await cache.get('k', rendered('z'.repeat(9)));
    expect((await cache.get('a', rendered('new'))).cached).toBe(true);
    expect((await cache.get('b', rendered('new'))).cached).toBe(false);
  });

  it('renders a page asked for by many requests at once only once', async () => {
    const cache = renderCache(1_000);
    let renders = 0;
    const slowRender = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page('listing');
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('listing', slowRender)));
    expect(renders).toBe(1);
    expect(answers.every((answer) => answer.page.html === 'listing')).toBe(true);
  });

  it('does not keep a page larger than a tenth of its budget, nor a failed render', async () => {
    const cache = renderCache(100);
    await cache.get('big', rendered('x'.repeat(50)));
    expect((await cache.get('big', rendered('x'))).cached).toBe(false);
    await expect(cache.get('broken', () => Promise.reject(new Error('render failed')))).rejects.toThrow();
    expect((await cache.get('broken', rendered('ok'))).page.html).toBe('ok');
  });
});
