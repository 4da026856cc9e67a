import type { ListingCategory } from '@annuaire/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetcher } from '@/lib/api-client';
import { UserCard } from '@/lib/user-card';
import { FILTER_NAMES, type ListingFilters } from '../listing-filters';

/** GET /api/users (listing): 24 cards, the cursor of the next page and the paging figures. */
export const ListingPage = z.object({
  data: z.array(UserCard),
  nextChunk: z.nullable(z.string()),
  extraData: z.object({ total: z.number(), page: z.number(), pageSize: z.number(), pages: z.number() }),
});
export type ListingPage = z.infer<typeof ListingPage>;

export interface ListingRequest {
  category: ListingCategory;
  region: string;
  city?: string;
  page: number;
  filters: ListingFilters;
  /** The previous page's `nextChunk`: the same ranking snapshot, so no profile repeats or is skipped. */
  chunk?: string;
}

/** SPEC §7 caches listings for 15 s. */
const LISTING_STALE_MS = 15_000;

export function listingUrl({ category, region, city, page, filters, chunk }: ListingRequest): string {
  const params = new URLSearchParams({ category, region });
  if (city) params.set('city', city);
  if (page > 1) params.set('page', String(page));
  for (const name of FILTER_NAMES) if (filters[name].length > 0) params.set(name, filters[name].join(','));
  if (chunk) params.set('chunk', chunk);
  return `/api/users?${params.toString()}`;
}

export function useListing(request: ListingRequest) {
  const url = listingUrl(request);
  return useQuery({
    queryKey: ['listing', url],
    queryFn: ({ signal }) => fetcher(url, ListingPage, signal),
    staleTime: LISTING_STALE_MS,
    // While a filter or page changes, the previous cards stay (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
