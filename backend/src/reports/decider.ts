import { unreachable, type ReportEvent, type ReportReason } from '@annuaire/shared';
import { conflictError, notFoundError, type Decider } from '../domain/decider';

export type ReportCommand =
  | {
      type: 'File';
      reportId: string;
      reportedUserId: string;
      reporterId: string;
      reason: ReportReason;
      message: string;
      conversationId?: string | undefined;
    }
  | { type: 'Resolve'; note: string };

export type ReportState = { readonly status: 'none' | 'open' | 'resolved' };

/** One member's report on another: filed, then resolved by staff once. */
export const reportDecider: Decider<ReportCommand, ReportEvent, ReportState> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'UserReported':
        return { status: 'open' };
      case 'ReportResolved':
        return { status: 'resolved' };
      default:
        return unreachable(event, 'report event');
    }
  },
  decide(command, state): ReportEvent[] {
    switch (command.type) {
      case 'File': {
        if (state.status !== 'none') throw conflictError('report_exists', 'This report already exists');
        const { reportId, reportedUserId, reporterId, reason, message, conversationId } = command;
        const data = { reportId, reportedUserId, reporterId, reason, message };
        return [{ type: 'UserReported', data: conversationId ? { ...data, conversationId } : data }];
      }
      case 'Resolve':
        if (state.status === 'none') throw notFoundError('Report');
        // Resolving twice (two staff at once) is not an error: it is resolved either way.
        return state.status === 'resolved' ? [] : [{ type: 'ReportResolved', data: { note: command.note } }];
      default:
        return unreachable(command, 'report command');
    }
  },
};
