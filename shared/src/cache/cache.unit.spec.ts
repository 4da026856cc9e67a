import { describe, expect, it } from 'vitest';
import { createCache } from './cache';

/** A `make` that answers its call number, so which computation a caller got can be read off. */
function counter() {
  let calls = 0;
  return { make: async () => ++calls, calls: () => calls };
}

describe('the in-process cache', () => {
  it('answers a held value without making it again, and says it was held', async () => {
    const cache = createCache<number>();
    const source = counter();
    expect(await cache.lookup('a', source.make)).toEqual({ value: 1, cached: false });
    expect(await cache.lookup('a', source.make)).toEqual({ value: 1, cached: true });
    expect(source.calls()).toBe(1);
  });

  it('makes a value once for callers asking together, and keeps no failure', async () => {
    const cache = createCache<number>();
    let made = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++made), 10));
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('busy', slow)));
    expect(new Set(answers)).toEqual(new Set([1]));
    await expect(cache.get('broken', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.has('broken')).toBe(false);
    expect(await cache.get('broken', async () => 7)).toBe(7);
  });

  it('drops the least recently used past its entries, or the oldest inserted when asked', async () => {
    const used = createCache<string>({ maxEntries: 2 });
    used.set('a', 'a');
    used.set('b', 'b');
    used.peek('a');
    used.set('c', 'c');
    expect([used.peek('a'), used.peek('b'), used.peek('c')]).toEqual(['a', undefined, 'c']);

    const inserted = createCache<string>({ maxEntries: 2, evict: 'oldestInserted' });
    inserted.set('a', 'a');
    inserted.set('b', 'b');
    inserted.peek('a');
    inserted.set('c', 'c');
    expect([inserted.peek('a'), inserted.peek('b'), inserted.peek('c')]).toEqual([undefined, 'b', 'c']);
  });

  it('holds at most its size, and keeps no value above the largest it takes', () => {
    const cache = createCache<string>({ maxSize: 10, sizeOf: (value) => value.length, maxItemSize: 5 });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz');
    expect(cache.size).toBe(2);
    expect(cache.peek('a')).toBeUndefined();
    cache.set('huge', 'x'.repeat(6));
    expect(cache.peek('huge')).toBeUndefined();
  });

  it('serves a value for its time, on the clock it is given', async () => {
    let clock = 0;
    const cache = createCache<number>({ ttlMs: 1_000, now: () => clock });
    const source = counter();
    await cache.get('k', source.make);
    clock = 999;
    expect(await cache.get('k', source.make)).toBe(1);
    clock = 1_000;
    expect(await cache.get('k', source.make)).toBe(2);
    // Past its time it is still there for a caller that cannot make it now.
    clock = 5_000;
    expect(cache.stale('k')).toBe(2);
  });

  it('keeps values for their window, the one before for `stale`, and none made while it turned', async () => {
    let clock = 0;
    const cache = createCache<string>({ windowMs: 5_000, now: () => clock });
    await cache.get('page', async () => 'first');
    clock = 5_000;
    expect(cache.has('page')).toBe(false);
    expect(cache.stale('page')).toBe('first');
    clock = 9_990;
    expect(
      await cache.get('page', async () => {
        clock = 10_010;
        return 'late';
      }),
    ).toBe('late');
    expect(cache.peek('page')).toBeUndefined();
    clock = 20_000;
    expect(cache.stale('page')).toBeUndefined();
  });

  it('answers an entry only to calls of the version it was made in', async () => {
    const cache = createCache<string>();
    await cache.get('page', async () => 'before', 1);
    expect(cache.has('page', 1)).toBe(true);
    expect(cache.has('page', 2)).toBe(false);
    expect(await cache.get('page', async () => 'after', 2)).toBe('after');
    expect(cache.stale('page')).toBe('after');
  });

  it('does not keep what `keep` refuses, yet answers it', async () => {
    const cache = createCache<number>({ keep: (value) => value < 500 });
    expect(await cache.get('page', async () => 503)).toBe(503);
    expect(cache.has('page')).toBe(false);
  });
});
