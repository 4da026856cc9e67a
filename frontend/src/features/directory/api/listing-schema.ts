import * as z from 'zod/mini';
import { UserCard } from '@/lib/user-card';

/** A place a listing of fewer than 3 profiles suggests (docs/product.md §9), in the same category and filters. */
export const NearbyPlace = z.object({
  kind: z.enum(['city', 'region']),
  region: z.string(),
  city: z.nullable(z.string()),
  total: z.number(),
});
export type NearbyPlace = z.infer<typeof NearbyPlace>;

/** GET /api/users (listing): 24 cards, the cursor of the next page and the paging figures. */
export const ListingPage = z.object({
  data: z.array(UserCard),
  nextChunk: z.nullable(z.string()),
  extraData: z.object({ total: z.number(), page: z.number(), pageSize: z.number(), pages: z.number() }),
  nearby: z.optional(z.array(NearbyPlace)),
});
export type ListingPage = z.infer<typeof ListingPage>;
