import { STATISTICS_RANGES, type StatisticsRange } from '@annuaire/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetcher } from '@/lib/api-client';

export { STATISTICS_RANGES, type StatisticsRange };

/** One bucket (a day, or a month for the long ranges) with its counts per view name. */
const Point = z.object({
  year: z.number(),
  month: z.number(),
  day: z.optional(z.number()),
  counts: z.record(z.string(), z.number()),
});
export type StatisticsPoint = z.infer<typeof Point>;

export const Statistics = z.object({
  range: z.enum(STATISTICS_RANGES),
  unit: z.enum(['day', 'month']),
  points: z.array(Point),
  totals: z.record(z.string(), z.number()),
});
export type Statistics = z.infer<typeof Statistics>;

/**
 * GET /api/users/{id}/statistics?range= (docs/product.md §6: the owner's own only while VIP, so callers enable it
 * only then; the server refuses otherwise).
 */
export function useStatistics(userId: string, range: StatisticsRange, enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'statistics', userId, range],
    queryFn: ({ signal }) => fetcher(`/api/users/${userId}/statistics?range=${range}`, Statistics, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
