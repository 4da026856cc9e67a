import { deterministicUuid } from '../../domain/ids';
import { systemMetadata } from '../../domain/metadata';
import { streams, VIEWS_RETENTION_DAYS, type EventStore, type NewEvent } from '@annuaire/shared';
import type { PlannedUser } from './generate';
import { createRandom } from './random';

const DAY = 86_400_000;
/** VIPs read a year of statistics; other profiles get a month, which keeps first start quick. */
const HISTORY_DAYS = { vip: 365, other: 30 } as const;

const metadataAt = (at: Date) => systemMetadata(at, { reason: 'demo data', correlationId: 'demo-views' });

/**
 * Views as the site would have left them: days older than the retention window as daily summaries
 * (what the rollup writes before purging), recent days as individual view events.
 */
export async function seedViews(store: EventStore, user: PlannedUser, context: { now: Date; seed: number }) {
  if (user.dailyViews === 0) return;
  const random = createRandom(context.seed ^ user.userId.charCodeAt(0) ^ user.userId.charCodeAt(1));
  const history = user.vipPurchaseAt ? HISTORY_DAYS.vip : HISTORY_DAYS.other;
  const first = Math.max(user.registeredAt.getTime() + DAY, context.now.getTime() - history * DAY);
  const summaries: NewEvent[] = [];
  const summaryTimes: Date[] = [];
  /** Recent days: each day's views in one append, dated within that day (the day decides the bucket). */
  const recent: { events: NewEvent[]; at: Date }[] = [];
  // Raw events only for the last 13 days: the 14th day may already count as past the window in
  // Toronto time, and the retention job would roll it up right after the first start.
  const retention = context.now.getTime() - (VIEWS_RETENTION_DAYS - 1) * DAY;
  for (let day = first; day < context.now.getTime() - 3_600_000; day += DAY) {
    const views = random.int(0, user.dailyViews * 2);
    const contacts = random.int(0, Math.ceil(views / 5));
    const favorites = random.chance(0.2) ? 1 : 0;
    const date = new Date(day);
    if (day < retention) {
      const dayKey = date.toISOString().slice(0, 10);
      summaries.push({
        id: deterministicUuid(`demo-views:${user.userId}:${dayKey}`),
        type: 'ViewsSummarised',
        data: { day: dayKey, counts: { user_view: views, user_contact: contacts, user_favorite: favorites } },
      });
      summaryTimes.push(date);
      continue;
    }
    const names = [
      ...Array<string>(views).fill('user_view'),
      ...Array<string>(contacts).fill('user_contact'),
      ...Array<string>(favorites).fill('user_favorite'),
    ];
    if (names.length === 0) continue;
    recent.push({
      at: new Date(Math.min(day + random.int(8, 20) * 3_600_000, context.now.getTime() - 60_000)),
      events: names.map((name) => ({
        type: 'ViewRecorded',
        data: { name, vip: user.vipPurchaseAt !== null, viewerId: null },
      })),
    });
  }
  if (summaries.length > 0) {
    await store.append(streams.viewStats(user.userId), summaries, {
      expectedRevision: 'any',
      metadata: metadataAt(summaryTimes.at(-1)!),
    });
  }
  for (const { events, at } of recent) {
    await store.append(streams.views(user.userId), events, { expectedRevision: 'any', metadata: metadataAt(at) });
  }
}
