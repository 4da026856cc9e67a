import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams, ViewRecorded, ViewsSummarised, type ViewName } from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { statisticsProjection } from './projection';
import { unsummarisedDaysOf } from './queries';
import type { StatisticsDatabase } from './table';

let rm: ReadModelSpec<StatisticsDatabase>;
beforeAll(async () => {
  rm = await openReadModel(statisticsProjection);
});
afterAll(async () => {
  await rm.close();
});

const viewed = (userId: string, name: ViewName, at: string) =>
  happened(ViewRecorded, streams.views(userId), { name, vip: false, viewerId: null }, { at });
const summarised = (userId: string, day: string, counts: Partial<Record<ViewName, number>>) =>
  happened(ViewsSummarised, streams.viewStats(userId), { day, counts });

/** The user's days: Toronto day, whether a summary fixed it, and two of its counts. */
async function daysOf(userId: string) {
  return rm.db
    .withSchema('statistics')
    .selectFrom('daily_views')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'summarised', 'user_view', 'user_contact'])
    .where('user_id', '=', userId)
    .orderBy('day')
    .execute();
}

describe('statistics read model', () => {
  it('counts each view on its Toronto day, per name', async () => {
    const member = randomUUID();
    await rm.given([
      // 03:00 UTC is still the evening before in Toronto.
      viewed(member, 'user_view', '2026-03-02T03:00:00.000Z'),
      viewed(member, 'user_view', '2026-03-02T15:00:00.000Z'),
      viewed(member, 'user_contact', '2026-03-02T16:00:00.000Z'),
    ]);
    await rm.given([viewed(member, 'user_view', '2026-03-02T17:00:00.000Z')]);
    expect(await daysOf(member)).toEqual([
      { day: '2026-03-01', summarised: false, user_view: 1, user_contact: 0 },
      { day: '2026-03-02', summarised: false, user_view: 2, user_contact: 1 },
    ]);
  });

  it('sets a summarised day to its summary, whatever raw views of it were folded before', async () => {
    const member = randomUUID();
    await rm.given([
      viewed(member, 'user_view', '2026-02-10T15:00:00.000Z'),
      viewed(member, 'user_view', '2026-02-10T16:00:00.000Z'),
    ]);
    await rm.given([
      viewed(member, 'user_view', '2026-02-11T15:00:00.000Z'),
      summarised(member, '2026-02-10', { user_view: 2 }),
      summarised(member, '2026-02-11', { user_view: 1, user_contact: 4 }),
    ]);
    expect(await daysOf(member)).toEqual([
      { day: '2026-02-10', summarised: true, user_view: 2, user_contact: 0 },
      { day: '2026-02-11', summarised: true, user_view: 1, user_contact: 4 },
    ]);
    expect(await unsummarisedDaysOf(rm.db, member, '2026-03-01')).toEqual([]);
  });

  it('gives the same counts from the summary alone, as after a purge and a rebuild', async () => {
    const member = randomUUID();
    await rm.given([summarised(member, '2026-02-10', { user_view: 2 })]);
    expect(await daysOf(member)).toEqual([{ day: '2026-02-10', summarised: true, user_view: 2, user_contact: 0 }]);
  });

  it('applying the same batch twice changes nothing', async () => {
    const member = randomUUID();
    const batch = await rm.given([
      viewed(member, 'user_view', '2026-03-03T15:00:00.000Z'),
      summarised(member, '2026-02-20', { user_favorite: 3 }),
    ]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
