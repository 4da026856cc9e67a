/** One entry of a pager: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'start-gap' | 'end-gap';

const range = (from: number, to: number): number[] =>
  to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The pages a pager shows for `page` of `count`: the first and last, the current one with a neighbour on
 * each side, and a gap wherever pages are left out. A gap never replaces a single page (that page is shown
 * instead), so the pager keeps the same width while the current page moves: 1 … 4 5 6 … 10.
 */
export function pageItems(page: number, count: number): PageItem[] {
  if (count <= 7) return range(1, count);
  const start = Math.max(Math.min(page - 1, count - 4), 3);
  const end = Math.min(Math.max(page + 1, 5), count - 2);
  return [
    1,
    ...(start > 3 ? ['start-gap' as const] : [2]),
    ...range(start, end),
    ...(end < count - 2 ? ['end-gap' as const] : [count - 1]),
    count,
  ];
}
