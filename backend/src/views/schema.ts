import { z } from 'zod';
import { STATISTICS_RANGES, VIEW_NAMES } from '@annuaire/shared';

/**
 * `POST /api/views` (docs/product.md §7). `vip` is accepted as the site sends it, but the event records whether
 * the target is VIP according to the server, so a client cannot skew VIP statistics.
 */
export const RecordViewBody = z
  .object({
    name: z.enum(VIEW_NAMES),
    targetUserId: z.string().min(1).max(64),
    vip: z.boolean().optional(),
  })
  .strict();

/** `?range=` of the statistics calls (docs/product.md §9); the chart opens on the last 14 days. */
export const StatisticsQuery = z.object({ range: z.enum(STATISTICS_RANGES).default('14d') });
