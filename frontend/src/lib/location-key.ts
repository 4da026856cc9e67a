/**
 * URL key of a place from its label (SPEC §2): lowercase, spaces and underscores become hyphens, accents
 * are stripped. `Montréal` → `montreal`, `Greater Toronto Area` → `greater-toronto-area`.
 */
export function toLocationKey(label: string): string {
  return label
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, '-');
}

export const CATEGORIES = ['female-escorts', 'male-escorts', 'trans-escorts', 'all', 'libertines'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A listing URL: /{category}/{region}[/{city}][/page/{n} when n is not 1]. */
export function listingPath(category: Category, region: string, city?: string, page = 1): string {
  const base = `/${category}/${region}${city ? `/${city}` : ''}`;
  return page === 1 ? base : `${base}/page/${page}`;
}
