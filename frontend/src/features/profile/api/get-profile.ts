import { useQuery } from '@tanstack/react-query';
import { fetcher } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { Profile as ProfileShape } from './profile-schema';

export type Profile = ProfileShape;

/** The answer's shape (profile-schema.ts); its validator loads beside the first request, not before the page paints. */
const ProfileSchema = lazySchema(() => import('./profile-schema').then((module) => module.Profile));

export const profileKey = (username: string) => ['profile', username] as const;

export function useProfile(username: string) {
  return useQuery({
    queryKey: profileKey(username),
    queryFn: ({ signal }) => fetcher(`/api/users/${encodeURIComponent(username)}`, ProfileSchema, signal),
    staleTime: 15_000,
  });
}
