/** Credit packs of docs/product.md §3: price in dollars for a number of credits. */
export const CREDIT_PACKS = [
  { id: 'pack-30', price: 150, credits: 30 },
  { id: 'pack-60', price: 260, credits: 60 },
  { id: 'pack-180', price: 680, credits: 180 },
] as const;
export type CreditPack = (typeof CREDIT_PACKS)[number];

/** Discount of a pack against the first pack's price per credit, in whole percent (60 → 13, 180 → 24). */
export function packDiscountPercent(pack: Pick<CreditPack, 'price' | 'credits'>): number {
  const base = CREDIT_PACKS[0].price / CREDIT_PACKS[0].credits;
  return Math.round((1 - pack.price / pack.credits / base) * 100);
}

/** VIP durations purchasable with credits (app settings may override the prices). */
export const VIP_PRICES = [
  { days: 7, credits: 10 },
  { days: 30, credits: 30 },
] as const;
