import * as z from 'zod/mini';
import { UserCard } from '@/lib/user-card';

/** GET /api/users (listing): 24 cards, the cursor of the next page and the paging figures. */
export const ListingPage = z.object({
  data: z.array(UserCard),
  nextChunk: z.nullable(z.string()),
  extraData: z.object({ total: z.number(), page: z.number(), pageSize: z.number(), pages: z.number() }),
});
export type ListingPage = z.infer<typeof ListingPage>;
