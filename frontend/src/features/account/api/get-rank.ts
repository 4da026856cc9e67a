import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetcher } from '@/lib/api-client';

/** One listing the profile appears in, and where (docs/api.md, Directory: GET /api/users/{id}/rank). */
export const ListingRank = z.object({
  listing: z.string(),
  category: z.string(),
  region: z.string(),
  city: z.nullable(z.string()),
  position: z.number(),
  total: z.number(),
});
export type ListingRank = z.infer<typeof ListingRank>;

const RankAnswer = z.object({ ranks: z.array(ListingRank) });

export const RANK_KEY = ['account', 'rank'] as const;

/** The member's positions in the listings they appear in; empty when not listed anywhere. */
export function useRank(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...RANK_KEY, userId],
    queryFn: async ({ signal }) => (await fetcher(`/api/users/${userId}/rank`, RankAnswer, signal)).ranks,
    enabled,
  });
}
