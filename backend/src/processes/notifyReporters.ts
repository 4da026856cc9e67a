import { listReportsOn } from '@annuaire/projections';
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
  const reporters = [...new Set(reports.map((report) => report.reporterId))];
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
