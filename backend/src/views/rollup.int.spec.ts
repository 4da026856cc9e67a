import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rebuildProjection,
  statisticsProjection,
  usersWithUnsummarisedDays,
  viewStatistics,
  waitForProjections,
} from '@annuaire/projections';
import {
  addDays,
  dayInZone,
  startOfDayInZone,
  statisticsPeriod,
  streams,
  type EventMetadata,
  type ViewName,
} from '@annuaire/shared';
import { startTestApi, type TestApi } from '../../../test/api';
import { rollupViews } from './rollup';

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
  correlationId: 'rollup-test',
  causationId: null,
  reason: null,
  at: at.toISOString(),
});

async function recordViews(userId: string, daysAgo: number, name: ViewName, times: number) {
  const events = Array.from({ length: times }, () => ({
    type: 'ViewRecorded',
    data: { name, vip: true, viewerId: null },
  }));
  await api.t.store.append(streams.views(userId), events, { metadata: metadataAt(noonOf(daysAgo)) });
}

/** The store stamps `recorded_at` itself; old views are simulated by moving it back to their `at`. */
async function backdate(userId: string) {
  await api.t.pool.query(
    `update event_store.events set recorded_at = (metadata->>'at')::timestamptz where stream_id = $1`,
    [streams.views(userId)],
  );
}

async function caughtUp() {
  const head = await api.t.store.head();
  expect(await waitForProjections(api.t.db, ['statistics'], head!, { timeoutMs: 10_000 })).toBe(true);
}

const statisticsOf = async (userId: string) => ({
  days: await viewStatistics(api.t.db, statisticsPeriod('30d', today), { userId }),
  months: await viewStatistics(api.t.db, statisticsPeriod('12m', today), { userId }),
});

describe('views retention: rollup, purge and rebuild', () => {
  const userId = randomUUID();
  const other = randomUUID();

  beforeAll(async () => {
    await recordViews(userId, 25, 'user_view', 3);
    await recordViews(userId, 25, 'ad_card_click', 1);
    await recordViews(userId, 16, 'user_contact', 2);
    await recordViews(userId, 3, 'user_view', 4);
    await recordViews(userId, 0, 'user_favorite', 1);
    await recordViews(other, 20, 'user_view', 5);
    await backdate(userId);
    await backdate(other);
    // Every other stream (the demo accounts' user and credits events) is made two months old too.
    await api.t.pool.query(
      `update event_store.events set recorded_at = recorded_at - interval '60 days',
         metadata = jsonb_set(metadata, '{at}', to_jsonb(to_char(
           ((metadata->>'at')::timestamptz - interval '60 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
       where stream_id not like 'views-%'`,
    );
    await caughtUp();
  });

  const otherStreams = async () =>
    (
      await api.t.pool.query<{ event_id: string }>(
        `select event_id from event_store.events where stream_id not like 'views-%' order by global_position`,
      )
    ).rows.map((row) => row.event_id);

  it('summarises the old days, purges their raw events, and the statistics do not change', async () => {
    const before = await statisticsOf(userId);
    expect(before.days.totals).toMatchObject({ user_view: 7, ad_card_click: 1, user_contact: 2, user_favorite: 1 });

    const kept = await otherStreams();
    expect(kept.length).toBeGreaterThan(6);

    const report = await rollupViews(api.deps, now);
    expect(report).toMatchObject({ summarisedDays: 3, purgedEvents: 11, failures: [] });
    // Old user-* and credits-* events stay; only viewStats summaries were added beside them.
    expect((await otherStreams()).filter((id) => kept.includes(id))).toEqual(kept);

    const raw = await api.t.store.readStream(streams.views(userId));
    expect(raw.map((event) => (event.data as { name: string }).name)).toEqual([
      'user_view',
      'user_view',
      'user_view',
      'user_view',
      'user_favorite',
    ]);
    const summaries = await api.t.store.readStream(streams.viewStats(userId));
    expect(summaries.map((event) => event.data)).toEqual([
      { day: addDays(today, -25), counts: { ad_card_click: 1, user_view: 3 } },
      { day: addDays(today, -16), counts: { user_contact: 2 } },
    ]);
    await caughtUp();
    expect(await statisticsOf(userId)).toEqual(before);
    expect(await usersWithUnsummarisedDays(api.t.db, addDays(today, -14), { after: null, limit: 10 })).toEqual([]);
  });

  it('does nothing more when run again (summary ids are derived from user and day)', async () => {
    const report = await rollupViews(api.deps, now);
    expect(report).toMatchObject({ summarisedDays: 0, purgedEvents: 0 });
    expect(await api.t.store.readStream(streams.viewStats(userId))).toHaveLength(2);
  });

  it('rebuilds the read model after the purge to the same statistics', async () => {
    const before = { mine: await statisticsOf(userId), other: await statisticsOf(other) };
    await rebuildProjection(statisticsProjection, { db: api.t.db, store: api.t.store, connectionString: api.t.url });
    expect({ mine: await statisticsOf(userId), other: await statisticsOf(other) }).toEqual(before);
    expect(before.other.days.totals.user_view).toBe(5);
  });

  it('folds a summary that follows its raw events as the day total, live and when rebuilt', async () => {
    const third = randomUUID();
    await recordViews(third, 18, 'user_view', 2);
    const day = addDays(today, -18);
    await api.t.store.append(
      streams.viewStats(third),
      [{ type: 'ViewsSummarised', data: { day, counts: { user_view: 2 } } }],
      { metadata: metadataAt(now) },
    );
    await caughtUp();
    expect((await statisticsOf(third)).days.totals.user_view).toBe(2);
    await rebuildProjection(statisticsProjection, { db: api.t.db, store: api.t.store, connectionString: api.t.url });
    expect((await statisticsOf(third)).days.totals.user_view).toBe(2);
  });
});
