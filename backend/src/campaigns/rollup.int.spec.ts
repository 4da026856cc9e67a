import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adStatistics,
  adStatisticsProjection,
  blocksWithUnsummarisedDays,
  rebuildProjection,
  waitForProjections,
} from '@annuaire/projections';
import {
  addDays,
  dayInZone,
  startOfDayInZone,
  statisticsPeriod,
  streams,
  type AdSpot,
  type EventMetadata,
} from '@annuaire/shared';
import { startTestApi, type TestApi } from '../../../test/api';
import { rollupAdFigures } from './rollup';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const now = new Date();
const today = dayInZone(now);
/** Noon in Toronto, `daysAgo` days before today. */
const noonOf = (daysAgo: number) => new Date(startOfDayInZone(addDays(today, -daysAgo)).getTime() + 12 * 3600_000);
const metadataAt = (at: Date): EventMetadata => ({
  actorId: null,
  actorRole: 'system',
  impersonatorId: null,
  correlationId: 'ad-rollup-test',
  causationId: null,
  reason: null,
  at: at.toISOString(),
});

async function shown(blockId: string, ownerId: string | null, daysAgo: number, placement: AdSpot, count: number) {
  await api.t.store.append(
    streams.adEvents(blockId),
    [{ type: 'AdImpressionsCounted', data: { placement, ownerId, count } }],
    { metadata: metadataAt(noonOf(daysAgo)) },
  );
}

async function clicked(blockId: string, ownerId: string | null, daysAgo: number, times: number) {
  const [placement, name] = blockId.startsWith('menu-') ? ['menu', 'ad_menu_click_2'] : ['blockCard', 'ad_card_click'];
  const events = Array.from({ length: times }, () => ({ type: 'AdClicked', data: { placement, ownerId, name } }));
  await api.t.store.append(streams.adEvents(blockId), events, { metadata: metadataAt(noonOf(daysAgo)) });
}

/** The store stamps `recorded_at` itself; old ad events are simulated by moving it back to their `at`. */
async function backdate(blockId: string) {
  await api.t.pool.query(
    `update event_store.events set recorded_at = (metadata->>'at')::timestamptz where stream_id = $1`,
    [streams.adEvents(blockId)],
  );
}

async function caughtUp() {
  const head = await api.t.store.head();
  expect(await waitForProjections(api.t.db, ['ad_statistics'], head!, { timeoutMs: 10_000 })).toBe(true);
}

/** What the advertiser's statistics screen reads: daily for 30 days, monthly for 12 months. */
const figuresOf = async (ownerId: string) => {
  const summary = async (period: '30d' | '12m') =>
    (await adStatistics(api.t.db, statisticsPeriod(period, today), { ownerId })).series.map((series) => ({
      blockId: series.blockId,
      placement: series.placement,
      impressions: series.impressions,
      clicks: series.clicks,
      days: series.points.filter((point) => point.impressions + point.clicks > 0),
    }));
  return { days: await summary('30d'), months: await summary('12m') };
};

const rawNames = async (blockId: string) =>
  (await api.t.store.readStream(streams.adEvents(blockId))).map((event) => event.type);

describe('ad figures retention: rollup before the purge', () => {
  const owner = randomUUID();
  const block = randomUUID();

  beforeAll(async () => {
    await shown(block, owner, 20, 'blockCard', 5);
    await clicked(block, owner, 20, 2);
    await shown(block, owner, 20, 'blockLeaderboard', 3);
    await shown(block, owner, 16, 'blockCard', 4);
    await shown(block, owner, 2, 'blockCard', 6);
    await clicked(block, owner, 2, 1);
    // The partner sub-navigation's link has no advertiser; its days are kept the same way.
    await clicked('menu-2', null, 18, 1);
    await backdate(block);
    await backdate('menu-2');
    await caughtUp();
  });

  it('purges the raw events older than 14 days and keeps their daily figures', async () => {
    const before = await figuresOf(owner);
    expect(before.days.find((series) => series.placement === 'blockCard')).toMatchObject({
      impressions: 15,
      clicks: 3,
    });

    const report = await rollupAdFigures(api.deps, now);
    expect(report).toMatchObject({ summarisedDays: 3, failures: [] });
    expect(report!.purgedEvents).toBe(6);

    // Only the recent days' raw events are left.
    expect(await rawNames(block)).toEqual(['AdImpressionsCounted', 'AdClicked']);
    expect(await rawNames('menu-2')).toEqual([]);
    const summaries = await api.t.store.readStream(streams.adStats(block));
    expect(summaries.map((event) => event.data)).toEqual([
      {
        day: addDays(today, -20),
        ownerId: owner,
        figures: [
          { placement: 'blockCard', impressions: 5, clicks: 2 },
          { placement: 'blockLeaderboard', impressions: 3, clicks: 0 },
        ],
      },
      { day: addDays(today, -16), ownerId: owner, figures: [{ placement: 'blockCard', impressions: 4, clicks: 0 }] },
    ]);

    await caughtUp();
    expect(await figuresOf(owner)).toEqual(before);
    expect(await blocksWithUnsummarisedDays(api.t.db, addDays(today, -14), { after: null, limit: 10 })).toEqual([]);
  });

  it('does nothing more when run again', async () => {
    expect(await rollupAdFigures(api.deps, now)).toMatchObject({ summarisedDays: 0, purgedEvents: 0 });
    expect(await api.t.store.readStream(streams.adStats(block))).toHaveLength(2);
  });

  it('rebuilds the read model from the summaries and recent events to the same daily figures', async () => {
    const before = await figuresOf(owner);
    await rebuildProjection(adStatisticsProjection, { db: api.t.db, store: api.t.store, connectionString: api.t.url });
    expect(await figuresOf(owner)).toEqual(before);
    const partner = await adStatistics(api.t.db, statisticsPeriod('30d', today), { blockId: 'menu-2' });
    expect(partner.series.map(({ placement, clicks }) => ({ placement, clicks }))).toEqual([
      { placement: 'menu', clicks: 1 },
    ]);
  });
});
