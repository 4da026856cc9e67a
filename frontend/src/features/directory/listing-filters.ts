import type { ListingCategory } from '@annuaire/shared';

/**
 * The filter parameters of a listing (docs/product.md §2), each a comma list in the query string: the three of the
 * specification, and `only` (available now, verified, VIP), where every choice must hold.
 */
export const FILTER_OPTIONS = {
  gender: ['woman', 'man', 'trans-woman', 'trans-man'],
  travel: ['incall', 'outcall', 'virtual'],
  contact: ['phone', 'email', 'messaging'],
  only: ['available', 'verified', 'vip'],
} as const;

/** The listing's orders (docs/product.md §2): rank, the default, never written in the URL. */
export const SORTS = ['rank', 'active', 'newest'] as const;
export type ListingSort = (typeof SORTS)[number];

export type FilterName = keyof typeof FILTER_OPTIONS;
export type FilterValue<F extends FilterName> = (typeof FILTER_OPTIONS)[F][number];
/** Everything a visitor chose on a listing: the filters and the order. */
export type ListingFilters = { [F in FilterName]: FilterValue<F>[] } & { sort: ListingSort };

/** Query order of the parameters, so one set of choices always has one URL. */
export const FILTER_NAMES: readonly FilterName[] = ['gender', 'travel', 'contact', 'only'];

/** The order the filter groups are shown in (after the sort): the bar, the phones' sheet and its chips. */
export const GROUP_ORDER: readonly FilterName[] = ['only', 'gender', 'travel', 'contact'];

export const NO_FILTERS: ListingFilters = { gender: [], travel: [], contact: [], only: [], sort: 'rank' };

/**
 * The genders worth offering in a category: female and male escorts are one gender already, trans escorts
 * are either trans gender, and the mixed lists hold all four.
 */
export function genderOptions(category: ListingCategory): readonly FilterValue<'gender'>[] {
  switch (category) {
    case 'female-escorts':
    case 'male-escorts':
      return [];
    case 'trans-escorts':
      return ['trans-woman', 'trans-man'];
    case 'all':
    case 'libertines':
      return FILTER_OPTIONS.gender;
  }
}

function parseList<F extends FilterName>(name: F, raw: string | null): FilterValue<F>[] {
  const wanted = new Set((raw ?? '').split(',').map((item) => item.trim()));
  // Kept in option order, unknown values dropped: `?travel=virtual,incall,bogus` reads as incall, virtual.
  return FILTER_OPTIONS[name].filter((value) => wanted.has(value));
}

/** Reads the filters and the order from a query string; unknown values read as none (rank for the order). */
export function parseFilters(search: URLSearchParams): ListingFilters {
  const sort = SORTS.find((value) => value === search.get('sort')) ?? 'rank';
  return {
    gender: parseList('gender', search.get('gender')),
    travel: parseList('travel', search.get('travel')),
    contact: parseList('contact', search.get('contact')),
    only: parseList('only', search.get('only')),
    sort,
  };
}

export function countFilters(filters: ListingFilters): number {
  return FILTER_NAMES.reduce((sum, name) => sum + filters[name].length, 0);
}

/** `?gender=woman,trans-woman&travel=outcall&sort=newest`, or '' without filters and in rank order. */
export function filtersQuery(filters: ListingFilters): string {
  const params = FILTER_NAMES.filter((name) => filters[name].length > 0).map(
    (name) => `${name}=${filters[name].join(',')}`,
  );
  if (filters.sort !== 'rank') params.push(`sort=${filters.sort}`);
  return params.length > 0 ? `?${params.join('&')}` : '';
}

/** The same choices without any filter: the order stays, since "clear filters" is about what is shown. */
export function withoutFilters(filters: ListingFilters): ListingFilters {
  return { ...NO_FILTERS, sort: filters.sort };
}

/** The filters with one value switched on or off. */
export function toggleFilter<F extends FilterName>(
  filters: ListingFilters,
  name: F,
  value: FilterValue<F>,
): ListingFilters {
  const current = filters[name] as FilterValue<F>[];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { ...filters, [name]: FILTER_OPTIONS[name].filter((option) => (next as string[]).includes(option)) };
}

/** One choice a visitor made, as a removable chip names it: a filter's value, or an order other than rank. */
export type ActiveChoice =
  | { [F in FilterName]: { name: F; value: FilterValue<F> } }[FilterName]
  | { name: 'sort'; value: Exclude<ListingSort, 'rank'> };

/** Every choice in effect, in the order the controls show them: the order first, then each group's values. */
export function activeChoices(filters: ListingFilters): ActiveChoice[] {
  const chosen: ActiveChoice[] = filters.sort === 'rank' ? [] : [{ name: 'sort', value: filters.sort }];
  for (const name of GROUP_ORDER) {
    for (const value of filters[name]) chosen.push({ name, value } as ActiveChoice);
  }
  return chosen;
}

/** The choices without one of them: a filter value off, or the order back to rank. */
export function withoutChoice(filters: ListingFilters, choice: ActiveChoice): ListingFilters {
  if (choice.name === 'sort') return { ...filters, sort: 'rank' };
  const current = filters[choice.name] as readonly string[];
  return { ...filters, [choice.name]: current.filter((value) => value !== choice.value) };
}
