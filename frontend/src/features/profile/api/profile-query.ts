import { fetcher } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { Profile } from './profile-schema';

/** The answer's shape (profile-schema.ts); its validator loads beside the first request, not before the page paints. */
const ProfileSchema = lazySchema(() => import('./profile-schema').then((module) => module.Profile));

export const profileKey = (username: string) => ['profile', username] as const;

/**
 * The profile page's query: its key, its fetcher and how long an answer stays fresh, for the page
 * (get-profile.ts) and for a listing card's prefetch alike, so a prefetched answer is the one the page reads.
 * Plain options rather than `queryOptions`: this module stays free of React Query's runtime.
 */
export function profileQuery(username: string) {
  return {
    queryKey: profileKey(username),
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<Profile> =>
      fetcher(`/api/users/${encodeURIComponent(username)}`, ProfileSchema, signal),
    staleTime: 15_000,
  };
}
