import { listingPath, type ListingCategory, type ParsedListingPath } from '@annuaire/shared';
import type { Locale } from '@/config/variant';
import { regionName } from '@/lib/place-name';
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

/** What headings call the place: the city, or the region by its short name, in the page's language. */
export function placeName(parsed: Pick<ParsedListingPath, 'region' | 'city'>, locale: Locale): string {
  return parsed.city ? parsed.city.label[locale] : regionName(parsed.region, locale);
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
