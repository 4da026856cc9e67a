import { listingPath, type ListingCategory, type ParsedListingPath } from '@annuaire/shared';
import type { Locale } from '@/config/variant';
import { regionTitleName } from '@/lib/place-name';
import { filtersQuery, type ListingFilters } from './listing-filters';

/** A listing's place and page, as keys (what links are built from). */
export interface ListingTarget {
  category: ListingCategory;
  region: string;
  city?: string;
  page?: number;
}

/** A listing's locale-free address with its filters: `/female-escorts/montreal/page/2?travel=outcall`. */
export function listingHref(target: ListingTarget, filters: ListingFilters): string {
  return listingPath(target) + filtersQuery(filters);
}

export function targetOf(parsed: ParsedListingPath): ListingTarget {
  return { category: parsed.category, region: parsed.region.key, city: parsed.city?.key, page: parsed.page };
}

/**
 * What titles and headings call the place: the city, or the region by a name none of its cities bears, so a
 * region's page and its main city's never share a title ("Greater Toronto Area" and "Toronto"; "Ottawa and area" and
 * "Ottawa"). `area` words the latter in the page's language (`meta.regionArea`).
 */
export function placeName(
  parsed: Pick<ParsedListingPath, 'region' | 'city'>,
  locale: Locale,
  area: (region: string) => string,
): string {
  if (parsed.city) return parsed.city.label[locale];
  const region = regionTitleName(parsed.region, locale);
  return region.namesACity ? area(region.name) : region.name;
}

/**
 * The snapshot cursor handed from one page to the next in history state (never in the URL, which stays the
 * indexable `/page/n`): following "next" reads the same ranking, so nobody repeats or is skipped.
 */
export interface ChunkHandOff {
  listing: string;
  page: number;
  chunk: string;
}

export function chunkFromState(state: unknown, listing: string, page: number): string | undefined {
  if (typeof state !== 'object' || state === null || !('listingChunk' in state)) return undefined;
  const handOff = (state as { listingChunk?: Partial<ChunkHandOff> }).listingChunk;
  return handOff?.listing === listing && handOff.page === page && typeof handOff.chunk === 'string'
    ? handOff.chunk
    : undefined;
}
