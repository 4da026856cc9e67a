import { z } from 'zod';
import { ReportInput, ResolveReportsInput } from '@annuaire/shared';
import { resourceQuery } from '../api/simpleRest';

export { ReportInput, ResolveReportsInput };

export const REPORT_SORTS = ['total', 'unique', 'lastReportedAt', 'username'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/**
 * The overview: one row per reported member. `mostReported` keeps those past both thresholds (docs/product.md §9);
 * `status` `all` also counts reports staff already resolved; `days` widens or narrows the 30-day window.
 */
export const ReportsQuery = resourceQuery(REPORT_SORTS, {
  mostReported: z.boolean(),
  status: z.enum(['open', 'all']),
  q: z.string().max(64),
  days: z.number().int().min(1).max(3650),
});
