import { describe, expect, it } from 'vitest';
import { canonicalQuery } from './canonicalQuery';

describe('the key of a cached directory answer', () => {
  it('is the same for the same question asked in another order, or with page=01 parsed to 1', () => {
    const parsed = (page: number, order: 'a' | 'b') =>
      order === 'a'
        ? { category: 'all', region: 'montreal', page, sort: undefined }
        : { page, region: 'montreal', category: 'all' };
    expect(canonicalQuery(parsed(1, 'a'))).toBe(canonicalQuery(parsed(1, 'b')));
    expect(canonicalQuery(parsed(1, 'a'))).not.toBe(canonicalQuery(parsed(2, 'a')));
  });
});
