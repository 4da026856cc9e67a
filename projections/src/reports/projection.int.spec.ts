import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportResolved, streams, UserReported } from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { reportsProjection } from './projection';
import { listReportsOn, openReportIdsOn } from './queries';
import type { ReportsDatabase } from './table';

let rm: ReadModelSpec<ReportsDatabase>;
beforeAll(async () => {
  rm = await openReadModel(reportsProjection);
});
afterAll(async () => {
  await rm.close();
});

const reported = (reportId: string, reportedUserId: string, reporterId = randomUUID()) =>
  happened(
    UserReported,
    streams.report(reportId),
    { reportId, reportedUserId, reporterId, reason: 'scam', message: 'asked for a deposit' },
    { actorId: reporterId, actorRole: 'client' },
  );

describe('reports read model', () => {
  it('files a report open, with who reported whom and why', async () => {
    const [reportId, member, reporter] = [randomUUID(), randomUUID(), randomUUID()];
    await rm.given([reported(reportId, member, reporter)]);
    expect(await listReportsOn(rm.db, member)).toEqual([
      expect.objectContaining({
        id: reportId,
        reportedUserId: member,
        reporterId: reporter,
        reason: 'scam',
        message: 'asked for a deposit',
        status: 'open',
        resolvedAt: null,
        resolvedBy: null,
        resolutionNote: null,
      }),
    ]);
  });

  it('keeps a resolved report with the staff decision, and no longer counts it open', async () => {
    const [first, second, member] = [randomUUID(), randomUUID(), randomUUID()];
    await rm.given([
      reported(first, member),
      reported(second, member),
      happened(
        ReportResolved,
        streams.report(first),
        { note: 'warned the member' },
        { actorId: 'staff-1', actorRole: 'moderator', at: '2026-03-05T09:00:00.000Z' },
      ),
    ]);
    expect(await openReportIdsOn(rm.db, member)).toEqual([second]);
    const resolved = (await listReportsOn(rm.db, member, { status: 'resolved' }))[0];
    expect(resolved).toMatchObject({
      id: first,
      status: 'resolved',
      resolvedAt: '2026-03-05T09:00:00.000Z',
      resolvedBy: 'staff-1',
      resolutionNote: 'warned the member',
    });
  });

  it('applying the same batch twice changes nothing', async () => {
    const [reportId, member] = [randomUUID(), randomUUID()];
    const batch = await rm.given([
      reported(reportId, member),
      happened(ReportResolved, streams.report(reportId), { note: 'handled' }),
    ]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
