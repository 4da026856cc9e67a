import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetcher } from '@/lib/api-client';
import { UserCard } from '@/lib/user-card';

/** docs/product.md §5: a search runs only when the trimmed term has more than 2 characters. */
export const SEARCH_MIN_LENGTH = 3;

/** True when a term is long enough to be sent. */
export const isSearchable = (term: string) => term.trim().length >= SEARCH_MIN_LENGTH;

const SearchAnswer = z.object({ data: z.array(UserCard) });

async function searchUsers(q: string, signal?: AbortSignal): Promise<UserCard[]> {
  const answer = await fetcher(`/api/users/search?q=${encodeURIComponent(q)}`, SearchAnswer, signal);
  return answer.data;
}

/** GET /api/users/search?q=: up to 20 cards, accent- and case-insensitive, forgiving typos. */
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
