import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';

/** Why a member reports another. */
export const REPORT_REASONS = ['fake', 'scam', 'harassment', 'spam', 'safety', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_MESSAGE_MAX = 1000;
/** The staff overview counts the reports of the last 30 days (docs/product.md §9). */
export const REPORTS_WINDOW_DAYS = 30;

const Id = z.string().min(1).max(64);

/** What a member sends to report someone. */
export const ReportInput = z
  .object({
    userId: Id,
    reason: z.enum(REPORT_REASONS),
    message: z.string().trim().max(REPORT_MESSAGE_MAX).default(''),
  })
  .strict();
export type ReportInput = z.infer<typeof ReportInput>;

/** A staff decision closing the open reports on a member, with what was done. */
export const ResolveReportsInput = z.object({ note: z.string().trim().min(1).max(500) }).strict();

/** Events of the `report-{id}` stream: one member's report on another, and its resolution. */
export const UserReported = defineEvent(
  'UserReported',
  z.object({
    reportId: Id,
    reportedUserId: Id,
    reporterId: Id,
    reason: z.enum(REPORT_REASONS),
    message: z.string().max(REPORT_MESSAGE_MAX),
  }),
);
export const ReportResolved = defineEvent('ReportResolved', z.object({ note: z.string().min(1).max(500) }));

export const reportEvents = [UserReported, ReportResolved] as const;

export type ReportEvent = DataOf<(typeof reportEvents)[number]>;

/** docs/product.md §9: most reported once both thresholds are reached. */
export const isMostReported = (
  counts: { total: number; unique: number },
  thresholds: { mostReportedTotal: number; mostReportedUnique: number },
) => counts.total >= thresholds.mostReportedTotal && counts.unique >= thresholds.mostReportedUnique;
