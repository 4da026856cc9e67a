import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';
import { Id } from '../id';

/** Why someone reports a member, as the site offers it (docs/product.md §3). */
export const REPORT_REASONS = ['underage', 'trafficking', 'scam', 'fakePictures', 'spam', 'other'] as const;
/** Reasons reports filed before the current list carry; events are kept forever, so they stay readable. */
const LEGACY_REPORT_REASONS = ['fake', 'harassment', 'safety'] as const;
export const STORED_REPORT_REASONS = [...REPORT_REASONS, ...LEGACY_REPORT_REASONS] as const;
export type ReportReason = (typeof STORED_REPORT_REASONS)[number];
/** A suspected minor or a person exploited: staff see these first, whatever the counts (docs/product.md §4). */
export const URGENT_REPORT_REASONS: readonly ReportReason[] = ['underage', 'trafficking'];

export const REPORT_MESSAGE_MAX = 1000;
/** The staff overview counts the reports of the last 30 days (docs/product.md §9). */
export const REPORTS_WINDOW_DAYS = 30;

/**
 * What the site sends to report a member: from their profile, or from a conversation with them
 * (`conversationId`). A visitor who is not signed in adds a solved captcha.
 */
export const ReportInput = z
  .object({
    userId: Id,
    reason: z.enum(REPORT_REASONS),
    message: z.string().trim().max(REPORT_MESSAGE_MAX).default(''),
    conversationId: Id.optional(),
    captcha: z.string().max(4096).optional(),
  })
  .strict();
export type ReportInput = z.infer<typeof ReportInput>;

/**
 * A staff decision closing the open reports on a member, with what was done; `notifyReporters` tells the members
 * who reported that action was taken (`actionTakenOnReportedUser`).
 */
export const ResolveReportsInput = z
  .object({ note: z.string().trim().min(1).max(500), notifyReporters: z.boolean().default(false) })
  .strict();

/** Events of the `report-{id}` stream: one member's report on another, and its resolution. */
export const UserReported = defineEvent(
  'UserReported',
  z.object({
    reportId: Id,
    reportedUserId: Id,
    /** A member's id, or `guest:` and a keyed hash of a visitor's address (never the address itself). */
    reporterId: Id,
    reason: z.enum(STORED_REPORT_REASONS),
    message: z.string().max(REPORT_MESSAGE_MAX),
    /** The conversation the report was filed from, if any. */
    conversationId: Id.optional(),
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
