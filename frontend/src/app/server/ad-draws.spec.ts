import { describe, expect, it } from 'vitest';
import { adDraws } from './ad-draws';

const URL = '/api/ads?placement=blockCard&count=2&region=montreal&category=all';

/** A draw source that answers its call number, so which draw a page got can be read off. */
function counter() {
  let calls = 0;
  return { draw: () => Promise.resolve(++calls), calls: () => calls };
}

describe('the ads of server-rendered pages', () => {
  it('hands out a handful of fresh draws in turn within a minute, so pages rotate and renders stay few', async () => {
    let now = Date.UTC(2026, 10, 27, 21, 0, 5);
    const draws = adDraws<number>(3, () => now);
    const source = counter();
    const pages = [];
    for (let visitor = 0; visitor < 7; visitor++) pages.push(await draws.take(URL, source.draw));
    expect(pages).toEqual([1, 2, 3, 1, 2, 3, 1]);
    expect(source.calls()).toBe(3);
    // Another page (or placement) has its own draws.
    expect(await draws.take(`${URL}&page=2`, source.draw)).toBe(4);
    // The next minute draws again: no choice outlives the render cache's minute.
    now += 60_000;
    expect(await draws.take(URL, source.draw)).toBe(5);
  });

  it('does not keep a failed draw', async () => {
    const draws = adDraws<number>(1, () => 0);
    await expect(draws.take(URL, () => Promise.reject(new Error('API unreachable')))).rejects.toThrow();
    expect(await draws.take(URL, () => Promise.resolve(7))).toBe(7);
  });
});
