import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS, packDiscountPercent } from './packs';

describe('credit packs (docs/product.md §3)', () => {
  it('shows each pack’s discount against the first pack’s price per credit', () => {
    expect(CREDIT_PACKS.map((pack) => [pack.price, pack.credits, packDiscountPercent(pack)])).toEqual([
      [150, 30, 0],
      [260, 60, 13],
      [680, 180, 24],
    ]);
  });
});
