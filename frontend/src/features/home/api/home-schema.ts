import * as z from 'zod/mini';
import { UserCard } from '@/lib/user-card';

/** GET /api/home: a region's profiles available now, its VIPs, its newest, and every region with its count. */
export const HomeAnswer = z.object({
  region: z.string(),
  availableNow: z.array(UserCard),
  vip: z.array(UserCard),
  newest: z.array(UserCard),
  regions: z.array(z.object({ key: z.string(), count: z.number() })),
});
export type HomeAnswer = z.infer<typeof HomeAnswer>;
