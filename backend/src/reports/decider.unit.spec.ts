import { describe, it } from 'vitest';
import type { ReportEvent } from '@annuaire/shared';
import { given } from '../domain/specification';
import { reportDecider } from './decider';

const filed: ReportEvent = {
  type: 'UserReported',
  data: { reportId: 'r1', reportedUserId: 'u2', reporterId: 'u1', reason: 'fake', message: 'Not the person shown' },
};
const file = { type: 'File', ...filed.data } as const;

describe('report decider', () => {
  it('files a report on a member', () => {
    given(reportDecider, []).when(file).then([filed]);
  });

  it('refuses to file the same report twice', () => {
    given(reportDecider, [filed]).when(file).thenFails('report_exists', 409);
  });

  it('resolves an open report with the staff note', () => {
    given(reportDecider, [filed])
      .when({ type: 'Resolve', note: 'Pictures checked' })
      .then([{ type: 'ReportResolved', data: { note: 'Pictures checked' } }]);
  });

  it('resolves nothing more when a second staff member resolves it too', () => {
    given(reportDecider, [filed, { type: 'ReportResolved', data: { note: 'Pictures checked' } }])
      .when({ type: 'Resolve', note: 'Also checked' })
      .then([]);
  });

  it('refuses to resolve a report that was never filed', () => {
    given(reportDecider, []).when({ type: 'Resolve', note: 'Nothing here' }).thenFails('not_found', 404);
  });
});
