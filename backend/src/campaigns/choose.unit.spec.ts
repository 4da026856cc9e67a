import { describe, expect, it } from 'vitest';
import { chooseBlocks, targets } from './choose';

const block = (id: string, ownerId: string, weight = 1) => ({ id, ownerId, weight });
/** Rolls the given numbers in turn. */
const rolls = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe('chooseBlocks', () => {
  it('draws in proportion to weight', () => {
    const blocks = [block('a', 'x', 1), block('b', 'y', 3)];
    expect(chooseBlocks(blocks, 1, rolls(0.2))[0]!.id).toBe('a');
    expect(chooseBlocks(blocks, 1, rolls(0.3))[0]!.id).toBe('b');
  });

  it('fills a page’s slots with other advertisers first, then other blocks, then repeats', () => {
    const blocks = [block('a1', 'a', 10), block('a2', 'a', 10), block('b1', 'b', 1)];
    expect(chooseBlocks(blocks, 4, rolls(0)).map((chosen) => chosen.id)).toEqual(['a1', 'b1', 'a2', 'a1']);
    expect(chooseBlocks([], 3, Math.random)).toEqual([]);
  });
});

describe('targets', () => {
  it('shows an untargeted block everywhere and a targeted one only where it matches', () => {
    expect(targets({ regions: [], categories: [] }, {})).toBe(true);
    expect(targets({ regions: ['montreal'], categories: [] }, { region: 'montreal' })).toBe(true);
    expect(targets({ regions: ['montreal'], categories: [] }, { region: 'quebec' })).toBe(false);
    expect(targets({ regions: [], categories: ['all'] }, {})).toBe(false);
  });
});
