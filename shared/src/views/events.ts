import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';

/**
 * What a view or ad event counts (docs/product.md §3). `ad_messsages_top_banner_click` keeps its triple "s": the
 * name is the public contract the site sends.
 */
export const VIEW_NAMES = [
  'ad_card_click',
  'ad_leaderboard_click',
  'ad_messsages_top_banner_click',
  'ad_menu_click_1',
  'ad_menu_click_2',
  'ad_menu_click_3',
  'ad_user_profile_bottom_click',
  'ad_modal_click_1',
  'user_view',
  'user_contact',
  'user_favorite',
] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

/** One number per view name: a day's, a month's or a range's counts. */
export type ViewCounts = Record<ViewName, number>;

export const emptyViewCounts = (): ViewCounts => Object.fromEntries(VIEW_NAMES.map((name) => [name, 0])) as ViewCounts;

/** Statistics periods (docs/product.md §3, §9): the first two are charted per day, the others per month. */
export const STATISTICS_RANGES = ['14d', '30d', '6m', '12m'] as const;
export type StatisticsRange = (typeof STATISTICS_RANGES)[number];

/** docs/product.md §9: raw view events are kept this long; older days survive only as daily summaries. */
export const VIEWS_RETENTION_DAYS = 14;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD day');

/**
 * One counted view of `views-{targetUserId}`. `vip` is whether the target was VIP when seen;
 * `viewerId` is the member who looked (null for visitors), kept for abuse checks until the purge.
 */
export const ViewRecorded = defineEvent(
  'ViewRecorded',
  z.object({ name: z.enum(VIEW_NAMES), vip: z.boolean(), viewerId: z.string().min(1).max(64).nullable() }),
);

/**
 * The counts of one day (America/Toronto) of a user's views, written to the permanent
 * `viewStats-{userId}` stream before that day's raw events are purged. Folding it SETS the day, so it
 * agrees with the raw events it replaces whether or not they are still in the log.
 */
export const ViewsSummarised = defineEvent(
  'ViewsSummarised',
  z.object({ day: Day, counts: z.partialRecord(z.enum(VIEW_NAMES), z.number().int().min(0)) }),
);

export const viewEvents = [ViewRecorded, ViewsSummarised] as const;

/** Events of the `views-*` and `viewStats-*` streams as a discriminated union on `type`. */
export type ViewEvent = DataOf<(typeof viewEvents)[number]>;
