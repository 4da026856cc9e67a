import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pager items', () => {
  it('lists every page when there are 7 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first and last pages and the neighbours of the current one, with gaps between', () => {
    expect(pageItems(5, 10)).toEqual([1, 'start-gap', 4, 5, 6, 'end-gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'start-gap', 6, 7, 8, 9, 10]);
  });

  it('shows a lone left-out page instead of a gap, so the pager keeps its width', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-gap', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'start-gap', 6, 7, 8, 9, 10]);
    for (let page = 1; page <= 30; page += 1) expect(pageItems(page, 30)).toHaveLength(7);
  });
});
