import type { ListingCategory } from '@annuaire/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetcher } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { FILTER_NAMES, type ListingFilters } from '../listing-filters';
import type { ListingPage as ListingPageShape } from './listing-schema';

/**
 * The answer's shape (listing-schema.ts), checked by a validator that loads beside the first request:
 * the validation library is not part of what a listing page downloads before it paints.
 */
const ListingPageSchema = lazySchema(() => import('./listing-schema').then((module) => module.ListingPage));
export type ListingPage = ListingPageShape;

export interface ListingRequest {
  category: ListingCategory;
  region: string;
  city?: string;
  page: number;
  filters: ListingFilters;
  /** The previous page's `nextChunk`: the same ranking snapshot, so no profile repeats or is skipped. */
  chunk?: string;
}

/** docs/product.md §7 caches listings for 15 s. */
const LISTING_STALE_MS = 15_000;

export function listingUrl({ category, region, city, page, filters, chunk }: ListingRequest): string {
  const params = new URLSearchParams({ category, region });
  if (city) params.set('city', city);
  if (page > 1) params.set('page', String(page));
  for (const name of FILTER_NAMES) if (filters[name].length > 0) params.set(name, filters[name].join(','));
  if (filters.sort !== 'rank') params.set('sort', filters.sort);
  if (chunk) params.set('chunk', chunk);
  return `/api/users?${params.toString()}`;
}

/** A listing answer's query key: the server render stores its answer under it, so the browser does not ask again. */
export const listingKey = (url: string) => ['listing', url] as const;

export function useListing(request: ListingRequest) {
  const url = listingUrl(request);
  return useQuery({
    queryKey: listingKey(url),
    queryFn: ({ signal }) => fetcher(url, ListingPageSchema, signal),
    staleTime: LISTING_STALE_MS,
    // While a filter or page changes, the previous cards stay (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
