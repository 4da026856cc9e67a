import { createHmac } from 'node:crypto';
import {
  findConversationOf,
  listReportedUsers,
  listReportsOn,
  openReportIdsOn,
  reportsBy,
} from '@annuaire/projections';
import { REPORTS_WINDOW_DAYS, type EventMetadata, type ReportInput } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { badRequest, HttpError, notFound } from '../api/errors';
import { deterministicUuid } from '../domain/ids';
import { serverSecret } from '../postgres/secrets';
import { notifyReportersOf } from '../processes/notifyReporters';
import { requireActiveUser } from '../users/lookup';
import { usernamesOf } from '../users/lookup';
import { currentSettings } from '../settings/current';
import { runReportCommand } from './commands';

type Deps = Pick<ApiDependencies, 'db' | 'store' | 'now' | 'config'>;

const DAY_MS = 86_400_000;

/** Who files a report: a member, or a visitor known only by their address. */
export type Reporter = { readonly userId: string } | { readonly address: string };

/**
 * A visitor's reporter id: a keyed hash of their address, so one address is one reporter for "one open report"
 * and the distinct-reporters threshold, while the events, kept forever, never hold the address itself.
 */
export async function guestReporterId(deps: Pick<Deps, 'db'>, address: string): Promise<string> {
  const key = await serverSecret(deps.db, 'report-guests')();
  return `guest:${createHmac('sha256', key).update(address).digest('hex').slice(0, 32)}`;
}

/**
 * Someone reports a member from their profile or from a conversation with them (docs/product.md §7 /api/reports);
 * the report stays open until staff resolve it. One open report per reporter and member: the next one is
 * refused until staff have resolved it.
 */
export async function fileReport(deps: Deps, reporter: Reporter, input: ReportInput, metadata: EventMetadata) {
  const reporterId = 'userId' in reporter ? reporter.userId : await guestReporterId(deps, reporter.address);
  if (input.userId === reporterId) {
    throw badRequest('You cannot report yourself', [{ path: 'body.userId', message: 'must be another member' }]);
  }
  if (input.conversationId) {
    const conversation =
      'userId' in reporter ? await findConversationOf(deps.db, input.conversationId, reporter.userId) : null;
    if (!conversation || conversation.otherId !== input.userId) {
      throw badRequest('This conversation is not yours with this member', [
        { path: 'body.conversationId', message: 'must be your conversation with the reported member' },
      ]);
    }
  }
  await requireActiveUser(deps.db, input.userId);
  const previous = await reportsBy(deps.db, reporterId, input.userId);
  if (previous.open) throw alreadyReported();
  // Derived from the pair and how many came before: two reports sent at once get the same id, and the
  // second is refused by the event store rather than counted twice.
  const reportId = deterministicUuid(`report:${reporterId}:${input.userId}:${previous.filed}`);
  const { userId, reason, message, conversationId } = input;
  try {
    await runReportCommand(
      deps,
      reportId,
      { type: 'File', reportId, reportedUserId: userId, reporterId, reason, message, conversationId },
      metadata,
    );
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'report_exists') throw alreadyReported();
    throw error;
  }
  return { _id: reportId, id: reportId, reportedUserId: userId, reason, message, status: 'open' as const };
}

const alreadyReported = () =>
  new HttpError(409, 'already_reported', 'You already reported this member; staff will look into it');

/** The overview row of one member, with every report on them (open and resolved) and who filed it. */
export async function reportedUserDetail(deps: Deps, userId: string) {
  const settings = await currentSettings(deps);
  const since = new Date(deps.now().getTime() - REPORTS_WINDOW_DAYS * DAY_MS);
  const [{ rows }, reports] = await Promise.all([
    listReportedUsers(deps.db, { since: new Date(0), includeResolved: true, userIds: [userId] }, settings, {
      offset: 0,
      limit: 1,
      sort: 'total',
      descending: true,
    }),
    listReportsOn(deps.db, userId),
  ]);
  const row = rows[0];
  if (!row) throw notFound('No reports on this member');
  const names = await usernamesOf(
    deps.db,
    reports.flatMap((report) => [report.reporterId, report.resolvedBy]),
  );
  const recent = reports.filter(
    (report) => report.status === 'open' && Date.parse(report.createdAt) >= since.getTime(),
  );
  const unique = new Set(recent.map((report) => report.reporterId)).size;
  return {
    ...row,
    // The overview's counts: open reports in the window, as the list shows them.
    total: recent.length,
    unique,
    mostReported: recent.length >= settings.mostReportedTotal && unique >= settings.mostReportedUnique,
    thresholds: { total: settings.mostReportedTotal, unique: settings.mostReportedUnique, days: REPORTS_WINDOW_DAYS },
    reports: reports.map((report) => ({
      ...report,
      reporterUsername: names.get(report.reporterId) ?? null,
      resolvedByUsername: report.resolvedBy ? (names.get(report.resolvedBy) ?? null) : null,
    })),
  };
}

/**
 * Closes every open report on the member with the staff note, and, when staff say so, tells each member who
 * reported them that action was taken; answers how many were closed.
 */
export async function resolveReportsOn(
  deps: ApiDependencies,
  userId: string,
  decision: { note: string; notifyReporters: boolean },
  metadata: EventMetadata,
) {
  const ids = await openReportIdsOn(deps.db, userId);
  if (ids.length === 0) throw notFound('No open reports on this member');
  const reports = await listReportsOn(deps.db, userId, { status: 'open' });
  for (const reportId of ids) {
    await runReportCommand(deps, reportId, { type: 'Resolve', note: decision.note }, metadata);
  }
  if (decision.notifyReporters) {
    const told = reports.filter((report) => ids.includes(report.id));
    await notifyReportersOf(deps, told, metadata);
  }
  return ids.length;
}
