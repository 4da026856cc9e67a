import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';
import type { ViewName } from '../views/events';
import { AD_PLACEMENTS, type AdPlacement } from './events';

/** The partner sub-navigation's three links (docs/product.md §2), counted like ads under `menu-1` to `menu-3`. */
export const MENU_LINKS = ['liveCams', 'dating', 'dating2'] as const;
export type MenuLink = (typeof MENU_LINKS)[number];
export const MENU_IDS = ['menu-1', 'menu-2', 'menu-3'] as const;
export type MenuId = (typeof MENU_IDS)[number];

/** Where a counted ad sits: one of the five placements, or the partner sub-navigation. */
export const AD_SPOTS = [...AD_PLACEMENTS, 'menu'] as const;
export type AdSpot = (typeof AD_SPOTS)[number];

/** The view event (docs/product.md §3) a click in each placement records. */
export const CLICK_NAMES: Readonly<Record<AdPlacement, ViewName>> = {
  blockCard: 'ad_card_click',
  blockLeaderboard: 'ad_leaderboard_click',
  blockUserProfileBottom: 'ad_user_profile_bottom_click',
  blockModal: 'ad_modal_click_1',
  blockMessagesTopBanner: 'ad_messsages_top_banner_click',
};
export const MENU_CLICK_NAMES: Readonly<Record<MenuId, ViewName>> = {
  'menu-1': 'ad_menu_click_1',
  'menu-2': 'ad_menu_click_2',
  'menu-3': 'ad_menu_click_3',
};
const AD_CLICK_NAMES = [...Object.values(CLICK_NAMES), ...Object.values(MENU_CLICK_NAMES)] as [ViewName, ...ViewName[]];

const OwnerId = z.string().min(1).max(64).nullable();

/**
 * Events of `adEvents-{blockId}` (`adEvents-menu-1` for a partner link): raw ad figures, purged after 14 days
 * like views (docs/product.md §9) once `AdFiguresSummarised` keeps their day.
 *
 * `count` visible impressions of the block in a placement, each from a different page view.
 */
export const AdImpressionsCounted = defineEvent(
  'AdImpressionsCounted',
  z.object({ placement: z.enum(AD_SPOTS), ownerId: OwnerId, count: z.number().int().min(1).max(10_000) }),
);

/** One click through `/go/{id}`: the `ad_*_click` view event of docs/product.md §3 for the block's advertiser. */
export const AdClicked = defineEvent(
  'AdClicked',
  z.object({ placement: z.enum(AD_SPOTS), ownerId: OwnerId, name: z.enum(AD_CLICK_NAMES) }),
);

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD day');

/**
 * One Toronto day of a block's figures per placement, written to the permanent `adStats-{blockId}` stream before
 * the day's raw events are purged. Folding it SETS the day, like `ViewsSummarised`.
 */
export const AdFiguresSummarised = defineEvent(
  'AdFiguresSummarised',
  z.object({
    day: Day,
    ownerId: OwnerId,
    figures: z
      .array(
        z.object({
          placement: z.enum(AD_SPOTS),
          impressions: z.number().int().min(0),
          clicks: z.number().int().min(0),
        }),
      )
      .max(AD_SPOTS.length),
  }),
);

export const adEvents = [AdImpressionsCounted, AdClicked, AdFiguresSummarised] as const;

export type AdEvent = DataOf<(typeof adEvents)[number]>;
