import { sql, type Transaction } from 'kysely';
import { dayInZone, emptyViewCounts, VIEW_NAMES, viewEvents, type ViewCounts } from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import { STATISTICS_TABLES_SQL, type StatisticsDatabase } from './table';

/** A day's change from one batch: counts to add, or (after a summary) the day's counts to set. */
interface DayChange {
  readonly userId: string;
  readonly day: string;
  mode: 'add' | 'set';
  counts: ViewCounts;
}

/**
 * Views per user and Toronto day. A `ViewRecorded` adds one to its day; a `ViewsSummarised` sets the
 * day to the summary, which equals what that day's raw events added. So the counts are the same
 * whether the raw events are still in the log or were purged (docs/product.md §9) before a rebuild.
 */
export const statisticsProjection = defineProjection({
  name: 'statistics',
  version: 1,
  events: viewEvents,
  tables: ['daily_views'],
  createTables: STATISTICS_TABLES_SQL,
  async handle(events, trx: Transaction<StatisticsDatabase>) {
    const changes = new Map<string, DayChange>();
    for (const event of events) {
      // Raw views live in `views-{userId}`, their summaries in `viewStats-{userId}`.
      const userId = event.stream.id;
      if (event.type === 'ViewRecorded') {
        const day = dayInZone(event.metadata.at);
        const key = `${userId}/${day}`;
        const change = changes.get(key) ?? { userId, day, mode: 'add', counts: emptyViewCounts() };
        change.counts[event.data.name] += 1;
        changes.set(key, change);
      } else {
        const { day, counts } = event.data;
        // Replaces whatever this batch added before it: the summary already includes those views.
        changes.set(`${userId}/${day}`, { userId, day, mode: 'set', counts: { ...emptyViewCounts(), ...counts } });
      }
    }
    const all = [...changes.values()];
    await upsert(
      trx,
      all.filter((change) => change.mode === 'add'),
      'add',
    );
    await upsert(
      trx,
      all.filter((change) => change.mode === 'set'),
      'set',
    );
  },
});

async function upsert(trx: Transaction<StatisticsDatabase>, changes: readonly DayChange[], mode: 'add' | 'set') {
  if (changes.length === 0) return;
  const values = changes.map(({ userId, day, counts }) => ({
    user_id: userId,
    day,
    summarised: mode === 'set',
    ...counts,
  }));
  const update = Object.fromEntries(
    VIEW_NAMES.map((name) => [
      name,
      mode === 'add'
        ? sql<number>`daily_views.${sql.ref(name)} + excluded.${sql.ref(name)}`
        : sql.ref(`excluded.${name}`),
    ]),
  ) as Record<(typeof VIEW_NAMES)[number], ReturnType<typeof sql<number>>>;
  await trx
    .insertInto('daily_views')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet(mode === 'add' ? update : { ...update, summarised: true }),
    )
    .execute();
}
