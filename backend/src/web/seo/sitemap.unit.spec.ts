import { describe, expect, it } from 'vitest';
import { reusedContents, type SitemapContents } from './sitemap';

const contents = (profiles: number): SitemapContents => ({ pages: [{ path: '/', lastmod: null }], profiles });
const at = (ms: number) => new Date(ms);

describe('reusedContents', () => {
  it('reads once for the index and its parts, again once the reuse window has passed', async () => {
    let reads = 0;
    const read = reusedContents(async () => contents(++reads), 60_000);
    expect((await Promise.all([read(at(0)), read(at(1_000))])).map((c) => c.profiles)).toEqual([1, 1]);
    expect((await read(at(59_999))).profiles).toBe(1);
    expect((await read(at(60_000))).profiles).toBe(2);
  });

  it('keeps no failed read: the next request tries the read models again', async () => {
    let reads = 0;
    const read = reusedContents(async () => {
      reads += 1;
      if (reads === 1) throw new Error('database unavailable');
      return contents(reads);
    }, 60_000);
    await expect(read(at(0))).rejects.toThrow('database unavailable');
    expect((await read(at(1))).profiles).toBe(2);
  });
});
