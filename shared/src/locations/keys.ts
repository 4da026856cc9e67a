/** Letters that NFD does not split into a base letter and a mark, spelled out the way French and English do. */
const UNDECOMPOSED: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i' };

/**
 * URL key of a place, built from its label (docs/product.md §2): lowercase, spaces and underscores become hyphens,
 * accents stripped. Keys are URL segments, so the rule goes further than the spec's three steps:
 * - dashes of any kind count as hyphens, so `Saguenay–Lac-Saint-Jean` (en dash) keeps its word break;
 * - every other character outside [a-z0-9-] is dropped: apostrophes and periods vanish without leaving a
 *   hyphen (`St. John's` → `st-johns`, `L'Ancienne-Lorette` → `lancienne-lorette`);
 * - repeated hyphens collapse and hyphens at either end are trimmed.
 * The result is idempotent: a key is its own key.
 */
export function locationKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/[œæßøłđı]/g, (letter) => UNDECOMPOSED[letter] ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s_\p{Pd}]+/gu, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
