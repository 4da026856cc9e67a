import type { ReportReason } from '@annuaire/shared';

/** A row of the reports overview (docs/api.md, Staff tools: reports). */
export interface ReportedMember {
  readonly id: string;
  readonly userId: string;
  readonly username: string | null;
  readonly total: number;
  readonly unique: number;
  readonly reasons: Readonly<Partial<Record<ReportReason, number>>>;
  readonly lastReportedAt: string;
  readonly mostReported: boolean;
  /** An underage or trafficking report: first in the queue (docs/product.md §4). */
  readonly urgent: boolean;
}

/** The detail of `GET /api/admin/reports/{userId}`. */
export interface ReportedMemberDetail extends ReportedMember {
  readonly thresholds: { total: number; unique: number; days: number };
  readonly reports: ReadonlyArray<{
    id: string;
    reason: ReportReason;
    message: string;
    status: 'open' | 'resolved';
    createdAt: string;
    reporterId: string;
    byGuest: boolean;
    conversationId: string | null;
    reporterUsername: string | null;
    resolutionNote: string | null;
    resolvedByUsername: string | null;
  }>;
}
