import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aMessage, aThread, SOPHIE } from '../test-fixtures';
import { keepSeenMessages, type ThreadPage } from './get-thread';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 12, minute));
const message = (n: number) => aMessage(`m${n}`, SOPHIE._id, `Message ${n}`, at(n));
const ids = (data: unknown) =>
  (data as InfiniteData<ThreadPage, number>).pages.flatMap((page) => page.data.map((item) => item._id));

/** Two loaded pages of 2 (page 1 the newest), as the cache holds them. */
function cached(pages: number[][]): InfiniteData<ThreadPage, number> {
  const thread = aThread(pages.map((page) => page.map(message)));
  return { pages: pages.map((_, index) => thread(index + 1)), pageParams: pages.map((_, index) => index + 1) };
}

describe('refreshing a thread', () => {
  it('keeps the oldest messages that shifted off the last page when new ones arrived', () => {
    const before = cached([
      [3, 4],
      [1, 2],
    ]);
    // Two new messages: page 1 is now 5–6, page 2 is 3–4, and 1–2 are on a page not loaded.
    const after = cached([
      [5, 6],
      [3, 4],
    ]);
    expect(ids(keepSeenMessages(before, after)).sort()).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('takes the fresh copy of a message it already had (read flags change)', () => {
    const before = cached([[1, 2]]);
    const after = cached([[1, 2]]);
    after.pages[0]!.data[1] = { ...after.pages[0]!.data[1]!, read: false };
    const merged = keepSeenMessages(before, after) as InfiniteData<ThreadPage, number>;
    expect(merged.pages[0]!.data.map((item) => item.read)).toEqual([true, false]);
  });

  it('keeps the first answer as it is', () => {
    const first = cached([[1, 2]]);
    expect(keepSeenMessages(undefined, first)).toBe(first);
  });
});
