import type { BlockRecord } from '@annuaire/projections';

/** Where a placement is shown: targeted blocks show only where their region and category match. */
export interface AdContext {
  readonly region?: string | undefined;
  readonly category?: string | undefined;
}

/** A block shows in a context when each of its targeting lists is empty or names the context's value. */
export function targets(block: Pick<BlockRecord, 'regions' | 'categories'>, context: AdContext): boolean {
  const fits = (list: readonly string[], value: string | undefined) =>
    list.length === 0 || (value !== undefined && list.includes(value));
  return fits(block.regions, context.region) && fits(block.categories, context.category);
}

function pickWeighted<T extends { weight: number }>(candidates: readonly T[], random: () => number): T {
  const total = candidates.reduce((sum, candidate) => sum + candidate.weight, 0);
  let roll = random() * total;
  for (const candidate of candidates) {
    roll -= candidate.weight;
    if (roll < 0) return candidate;
  }
  return candidates.at(-1)!;
}

/**
 * docs/product.md §6 choosing a block: `count` blocks for one page, each drawn with a chance proportional to its
 * weight. Within a page, advertisers not shown yet come first, then blocks not shown yet, so one page spreads its
 * slots across advertisers; a block repeats only when the page has more slots than blocks. `random` is injected
 * (Math.random in production) so the rotation can be tested.
 */
export function chooseBlocks<T extends Pick<BlockRecord, 'id' | 'ownerId' | 'weight'>>(
  blocks: readonly T[],
  count: number,
  random: () => number,
): T[] {
  const chosen: T[] = [];
  if (blocks.length === 0) return chosen;
  for (let slot = 0; slot < count; slot++) {
    const usedOwners = new Set(chosen.map((block) => block.ownerId));
    const usedBlocks = new Set(chosen.map((block) => block.id));
    const freshOwners = blocks.filter((block) => !usedOwners.has(block.ownerId));
    const freshBlocks = blocks.filter((block) => !usedBlocks.has(block.id));
    const pool = freshOwners.length > 0 ? freshOwners : freshBlocks.length > 0 ? freshBlocks : blocks;
    chosen.push(pickWeighted(pool, random));
  }
  return chosen;
}
