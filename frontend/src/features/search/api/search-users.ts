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

const SearchAnswer = z.object({ data: z.array(UserCard), places: z.optional(z.array(PlaceHit)) });

export interface SearchResults {
  readonly places: PlaceHit[];
  readonly cards: UserCard[];
}

async function searchUsers(q: string, signal?: AbortSignal): Promise<SearchResults> {
  const answer = await fetcher(`/api/users/search?q=${encodeURIComponent(q)}`, SearchAnswer, signal);
  return { places: answer.places ?? [], cards: answer.data };
}

/**
 * GET /api/users/search?q=: up to 5 places, then up to 20 cards, accent- and case-insensitive, forgiving
 * typos.
 */
export function useSearchUsers(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: ['search', q.toLowerCase()],
    queryFn: ({ signal }) => searchUsers(q, signal),
    enabled: isSearchable(q),
    staleTime: 15_000,
    // The previous results stay while the next ones load, so the list does not blink at every keystroke.
    placeholderData: keepPreviousData,
  });
}
