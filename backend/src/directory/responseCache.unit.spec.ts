import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { digestOf } from '../web/answerBytes';
import { responseCache } from './responseCache';

afterEach(() => {
  vi.useRealTimers();
});

describe('the public answers cache', () => {
  it('serves a key until its time is up, then computes again', async () => {
    vi.useFakeTimers();
    const cache = responseCache({ ttlMs: 10_000, maxEntries: 10 });
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    expect(String(await cache.get('7|/api/users?a', compute))).toBe('{"n":1}');
    expect(String(await cache.get('7|/api/users?a', compute))).toBe('{"n":1}');
    vi.advanceTimersByTime(10_001);
    expect(String(await cache.get('7|/api/users?a', compute))).toBe('{"n":2}');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = responseCache({ ttlMs: 60_000, maxEntries: 2 });
    let computed = 0;
    const compute = async () => ++computed;
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', compute);
    expect(String(await cache.get('b', compute))).toBe('2');
    expect(String(await cache.get('a', compute))).toBe('4');
  });

  it('runs one computation for requests arriving together', async () => {
    const cache = responseCache({ ttlMs: 60_000, maxEntries: 10 });
    let computed = 0;
    const slow = () => new Promise((resolve) => setTimeout(() => resolve(++computed), 20));
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('busy', slow)));
    expect(new Set(answers.map(String))).toEqual(new Set(['1']));
    // One computation means one buffer: every request is answered with the same bytes.
    expect(new Set(answers).size).toBe(1);
    expect(computed).toBe(1);
  });

  it('answers the same bytes, hashed once, to every request of a key', async () => {
    const cache = responseCache({ ttlMs: 60_000, maxEntries: 2 });
    const first = await cache.get('k', async () => ({ a: 1 }));
    expect(await cache.get('k', async () => ({ a: 2 }))).toBe(first);
    expect(digestOf(first)).toBe(createHash('sha1').update('{"a":1}').digest('base64url').slice(0, 27));
  });

  it('caches no failure', async () => {
    const cache = responseCache({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(String(await cache.get('x', async () => 'ok'))).toBe('"ok"');
  });
});
