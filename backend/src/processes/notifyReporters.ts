import { listReportsOn, type ReportRecord } from '@annuaire/projections';
import type { EventMetadata } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { deterministicUuid } from '../domain/ids';
import { runNotificationCommand } from '../notifications/commands';

/**
 * docs/product.md §1 "delete a user (optionally notifying reporters)": everyone who reported the member is told that
 * action was taken (`actionTakenOnReportedUser`). The notification id is derived from the pair, so a
 * retried deletion never tells anyone twice. Answers how many reporters were told.
 */
export async function notifyReporters(
  deps: ApiDependencies,
  reportedUserId: string,
  metadata: EventMetadata,
): Promise<number> {
  const reports = await listReportsOn(deps.db, reportedUserId);
  // Visitors' reports have no account to tell.
  const reporters = [...new Set(reports.filter((report) => !report.byGuest).map((report) => report.reporterId))];
  for (const reporterId of reporters) {
    await runNotificationCommand(
      deps,
      reporterId,
      {
        type: 'Create',
        notificationId: deterministicUuid(`reporter-told:${reportedUserId}:${reporterId}`),
        notificationType: 'actionTakenOnReportedUser',
        body: null,
        causeId: null,
      },
      metadata,
    );
  }
  return reporters.length;
}

/**
 * Staff resolved these reports having acted: each member who filed one is told (`actionTakenOnReportedUser`), once
 * per report (the notification id derives from it), visitors excepted.
 */
export async function notifyReportersOf(
  deps: ApiDependencies,
  reports: readonly ReportRecord[],
  metadata: EventMetadata,
): Promise<number> {
  const told = reports.filter((report) => !report.byGuest);
  for (const report of told) {
    await runNotificationCommand(
      deps,
      report.reporterId,
      {
        type: 'Create',
        notificationId: deterministicUuid(`report-acted-on:${report.id}`),
        notificationType: 'actionTakenOnReportedUser',
        body: null,
        causeId: null,
      },
      metadata,
    );
  }
  return told.length;
}
