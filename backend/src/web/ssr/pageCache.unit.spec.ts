import { describe, expect, it } from 'vitest';
import { pageCache, type SentPage } from './pageCache';

const page = (text: string, status = 200): SentPage => ({
  status,
  policy: "default-src 'self'",
  html: Buffer.from(text),
});

describe("visitors' kept pages", () => {
  it('answers the same page for the rest of its window, then makes it again', async () => {
    let clock = 10_000;
    const cache = pageCache({ windowMs: 5_000, maxBytes: 1_000_000, now: () => clock });
    let made = 0;
    const make = async () => page(`listing ${++made}`);

    expect((await cache.get('/all/montreal', make)).page?.html.toString()).toBe('listing 1');
    clock = 14_999;
    const again = await cache.get('/all/montreal', make);
    expect(again).toMatchObject({ kept: true });
    expect(again.page?.html.toString()).toBe('listing 1');
    clock = 15_000;
    expect((await cache.get('/all/montreal', make)).page?.html.toString()).toBe('listing 2');
  });

  it('keeps each address apart', async () => {
    const cache = pageCache({ windowMs: 5_000, maxBytes: 1_000_000, now: () => 0 });
    await cache.get('/all/montreal', async () => page('montreal'));
    const other = await cache.get('/all/laval', async () => page('laval'));
    expect(other.page?.html.toString()).toBe('laval');
    expect(other.kept).toBe(false);
  });

  it('makes a page once for visitors asking together', async () => {
    const cache = pageCache({ windowMs: 5_000, maxBytes: 1_000_000, now: () => 0 });
    let made = 0;
    const slow = () => new Promise<SentPage>((resolve) => setTimeout(() => resolve(page(`render ${++made}`)), 20));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('/user/jade', slow)));
    expect(made).toBe(1);
    expect(new Set(answers.map((answer) => answer.page))).toEqual(new Set([answers[0]!.page]));
  });

  it('keeps neither a failure nor a page left to the browser', async () => {
    const cache = pageCache({ windowMs: 5_000, maxBytes: 1_000_000, now: () => 0 });
    await expect(cache.get('/', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect((await cache.get('/', async () => null)).page).toBeNull();
    // A page whose data could not be read (503) is answered, never kept for the next visitors.
    expect((await cache.get('/', async () => page('down', 503))).page?.status).toBe(503);
    expect((await cache.get('/', async () => page('home'))).page?.html.toString()).toBe('home');
    expect(cache.size).toBe(1);
  });

  it('keeps no page made while its window turned', async () => {
    let clock = 4_990;
    const cache = pageCache({ windowMs: 5_000, maxBytes: 1_000_000, now: () => clock });
    await cache.get('/', async () => {
      clock = 5_010;
      return page('old answers');
    });
    expect((await cache.get('/', async () => page('new answers'))).page?.html.toString()).toBe('new answers');
  });

  it('drops the oldest pages past its byte budget, and keeps no page above a tenth of it', async () => {
    const cache = pageCache({ windowMs: 5_000, maxBytes: 100, now: () => 0 });
    const names = 'abcdefghijk'.split('');
    for (const name of names) await cache.get(name, async () => page(name.repeat(10)));
    expect(cache.size).toBe(10);
    expect((await cache.get('a', async () => page('a again'))).kept).toBe(false);
    expect((await cache.get('k', async () => page('k again'))).kept).toBe(true);
    await cache.get('huge', async () => page('x'.repeat(11)));
    expect((await cache.get('huge', async () => page('x'))).kept).toBe(false);
  });

  it('keeps a page for the version it was made in, and says so without making it', async () => {
    const cache = pageCache({ windowMs: 5_000, maxBytes: 1_000_000, now: () => 0 });
    expect(cache.has('/all/montreal', 1)).toBe(false);
    await cache.get('/all/montreal', async () => page('before'), 1);
    expect(cache.has('/all/montreal', 1)).toBe(true);
    expect(cache.has('/all/montreal', 2)).toBe(false);
    const after = await cache.get('/all/montreal', async () => page('after'), 2);
    expect(after).toMatchObject({ kept: false });
    expect(after.page?.html.toString()).toBe('after');
  });

  it('answers the last page of an address for at most the window before, whatever the version', async () => {
    let clock = 0;
    const cache = pageCache({ windowMs: 5_000, maxBytes: 1_000_000, now: () => clock });
    expect(cache.stale('/user/jade')).toBeNull();
    await cache.get('/user/jade', async () => page('jade'), 1);
    expect(cache.stale('/user/jade')?.html.toString()).toBe('jade');
    clock = 5_000;
    expect(cache.has('/user/jade', 1)).toBe(false);
    expect(cache.stale('/user/jade')?.html.toString()).toBe('jade');
    clock = 10_000;
    expect(cache.stale('/user/jade')).toBeNull();
  });
});
