import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetcher } from '@/lib/api-client';
import { UserCard } from '@/lib/user-card';

/** docs/product.md §5: a search runs only when the trimmed term has more than 2 characters. */
export const SEARCH_MIN_LENGTH = 3;

/** True when a term is long enough to be sent. */
export const isSearchable = (term: string) => term.trim().length >= SEARCH_MIN_LENGTH;

/** A place the search found (docs/product.md §2 search): keys of its `all` listing and its profile count. */
export const PlaceHit = z.object({
  kind: z.enum(['province', 'region', 'city']),
  province: z.string(),
  region: z.string(),
  city: z.nullable(z.string()),
  keyword: z.nullable(z.string()),
  total: z.number(),
});
export type PlaceHit = z.infer<typeof PlaceHit>;

/** The listing holding every profile of a place search, when more match than the overlay shows. */
export const SeeAll = z.object({ region: z.string(), city: z.nullable(z.string()), total: z.number() });
export type SeeAll = z.infer<typeof SeeAll>;

/** A place only the sister site serves ("Toronto" on the Quebec site): its listing's path there. */
export const SisterPlace = z.object({
  website: z.enum(['QC', 'CA']),
  kind: z.enum(['province', 'region', 'city']),
  province: z.string(),
  region: z.string(),
  city: z.nullable(z.string()),
  path: z.string(),
});
export type SisterPlace = z.infer<typeof SisterPlace>;

const SearchAnswer = z.object({
  data: z.array(UserCard),
  places: z.optional(z.array(PlaceHit)),
  more: z.optional(z.boolean()),
  seeAll: z.optional(z.nullable(SeeAll)),
  sister: z.optional(z.nullable(SisterPlace)),
});

export interface SearchResults {
  readonly places: PlaceHit[];
  readonly cards: UserCard[];
  /** More profiles match than these. */
  readonly more: boolean;
  readonly seeAll: SeeAll | null;
  readonly sister: SisterPlace | null;
}

/** "Show more" asks for the first `page` × 20 profiles, up to 5 pages (the server's limit). */
export const SEARCH_MAX_PAGES = 5;

async function searchUsers(q: string, page: number, signal?: AbortSignal): Promise<SearchResults> {
  const query = `q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`;
  const answer = await fetcher(`/api/users/search?${query}`, SearchAnswer, signal);
  return {
    places: answer.places ?? [],
    cards: answer.data,
    more: answer.more ?? false,
    seeAll: answer.seeAll ?? null,
    sister: answer.sister ?? null,
  };
}

/**
 * GET /api/users/search?q=: up to 5 places, then up to 20 cards (40, 60… with `page`), accent- and
 * case-insensitive, forgiving typos.
 */
export function useSearchUsers(term: string, page = 1) {
  const q = term.trim();
  return useQuery({
    queryKey: ['search', q.toLowerCase(), page],
    queryFn: ({ signal }) => searchUsers(q, page, signal),
    enabled: isSearchable(q),
    staleTime: 15_000,
    // The previous results stay while the next ones load, so the list does not blink at every keystroke.
    placeholderData: keepPreviousData,
  });
}
