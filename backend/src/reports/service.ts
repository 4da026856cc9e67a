import { randomUUID } from 'node:crypto';
import { lastReportBy, listReportedUsers, listReportsOn, openReportIdsOn } from '@annuaire/projections';
import { REPORTS_WINDOW_DAYS, type EventMetadata, type ReportInput } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { badRequest, HttpError, notFound } from '../api/errors';
import { requireActiveUser } from '../users/lookup';
import { usernamesOf } from '../users/lookup';
import { currentSettings } from '../settings/current';
import { runReportCommand } from './commands';

type Deps = Pick<ApiDependencies, 'db' | 'store' | 'now' | 'config'>;

const DAY_MS = 86_400_000;
/** One member reports the same member at most once a day, so one voice cannot make someone "most reported" alone. */
const REPORT_SPACING_MS = DAY_MS;

/** A member reports another (docs/product.md §7 /api/reports); the report stays open until staff resolve it. */
export async function fileReport(deps: Deps, reporterId: string, input: ReportInput, metadata: EventMetadata) {
  if (input.userId === reporterId) {
    throw badRequest('You cannot report yourself', [{ path: 'body.userId', message: 'must be another member' }]);
  }
  await requireActiveUser(deps.db, input.userId);
  const last = await lastReportBy(deps.db, reporterId, input.userId);
  if (last && deps.now().getTime() - last.getTime() < REPORT_SPACING_MS) {
    throw new HttpError(409, 'already_reported', 'You already reported this member today; staff will look into it');
  }
  const reportId = randomUUID();
  const { userId, reason, message } = input;
  await runReportCommand(
    deps,
    reportId,
    { type: 'File', reportId, reportedUserId: userId, reporterId, reason, message },
    metadata,
  );
  return { _id: reportId, id: reportId, reportedUserId: userId, reason, message, status: 'open' as const };
}

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

/** Closes every open report on the member with the staff note; answers how many were closed. */
export async function resolveReportsOn(deps: Deps, userId: string, note: string, metadata: EventMetadata) {
  const ids = await openReportIdsOn(deps.db, userId);
  if (ids.length === 0) throw notFound('No open reports on this member');
  for (const reportId of ids) await runReportCommand(deps, reportId, { type: 'Resolve', note }, metadata);
  return ids.length;
}
