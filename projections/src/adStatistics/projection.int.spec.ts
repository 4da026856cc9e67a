import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdClicked,
  AdFiguresSummarised,
  AdImpressionsCounted,
  statisticsPeriod,
  streams,
  type AdSpot,
} from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { adStatisticsProjection } from './projection';
import { adStatistics } from './queries';
import type { AdStatisticsDatabase } from './table';

let rm: ReadModelSpec<AdStatisticsDatabase>;
beforeAll(async () => {
  rm = await openReadModel(adStatisticsProjection);
});
afterAll(async () => {
  await rm.close();
});

const seen = (blockId: string, ownerId: string, count: number, at: string, placement: AdSpot = 'blockCard') =>
  happened(AdImpressionsCounted, streams.adEvents(blockId), { placement, ownerId, count }, { at });
const clicked = (blockId: string, ownerId: string, at: string) =>
  happened(AdClicked, streams.adEvents(blockId), { placement: 'blockCard', ownerId, name: 'ad_card_click' }, { at });
const period = statisticsPeriod('14d', '2026-03-10');

describe('ad statistics read model', () => {
  it('adds impressions and clicks to their Toronto day, per block and placement, for their advertiser', async () => {
    const [block, owner] = [randomUUID(), randomUUID()];
    await rm.given([
      seen(block, owner, 3, '2026-03-09T15:00:00Z'),
      seen(block, owner, 2, '2026-03-10T03:00:00Z'), // still the 9th in Toronto
      clicked(block, owner, '2026-03-09T16:00:00Z'),
      seen(block, owner, 4, '2026-03-10T15:00:00Z', 'blockLeaderboard'),
    ]);
    const { series } = await adStatistics(rm.db, period, { ownerId: owner });
    expect(series.map(({ placement, impressions, clicks }) => ({ placement, impressions, clicks }))).toEqual([
      { placement: 'blockCard', impressions: 5, clicks: 1 },
      { placement: 'blockLeaderboard', impressions: 4, clicks: 0 },
    ]);
    const card = series[0]!.points.find((point) => point.day === 9);
    expect(card).toMatchObject({ impressions: 5, clicks: 1 });
    expect((await adStatistics(rm.db, period, { ownerId: randomUUID() })).series).toEqual([]);
  });

  it('sets a summarised day to its summary, whatever raw events it saw', async () => {
    const [block, owner] = [randomUUID(), randomUUID()];
    await rm.given([
      seen(block, owner, 3, '2026-03-05T15:00:00Z'),
      happened(AdFiguresSummarised, streams.adStats(block), {
        day: '2026-03-05',
        ownerId: owner,
        figures: [{ placement: 'blockCard', impressions: 3, clicks: 1 }],
      }),
    ]);
    const [series] = (await adStatistics(rm.db, period, { blockId: block })).series;
    expect(series).toMatchObject({ impressions: 3, clicks: 1 });
  });

  it('applying the same batch twice changes nothing', async () => {
    const block = randomUUID();
    const batch = await rm.given([seen(block, randomUUID(), 1, '2026-03-09T15:00:00Z')]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
