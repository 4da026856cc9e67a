import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';
import { Id } from '../id';
import { LISTING_CATEGORIES } from '../locations/types';
import { PictureId } from '../users/pictures';

/** Where an ad block shows on the site (docs/product.md §3 ad placements). */
export const AD_PLACEMENTS = [
  'blockCard',
  'blockLeaderboard',
  'blockUserProfileBottom',
  'blockModal',
  'blockMessagesTopBanner',
] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** A campaign block's layout: the ad types of docs/product.md §3, each named after the placement it fills. */
export const AD_LAYOUTS = [
  'cardAff',
  'cardAgency',
  'cardTinderWoman',
  'cardTinderMan',
  'cardTraffickin',
  'cardPlaceholder',
  'leaderboardContentCreator',
  'leaderboardAff',
  'leaderboardTraffickin',
  'leaderboardAgency',
  'leaderboardPlaceholder',
  'userProfileBottomTinderWoman',
  'userProfileBottomTraffickin',
  'modalAffWoman',
  'modalTraffickin',
  'messagesTopBannerAFF',
] as const;
export type AdLayout = (typeof AD_LAYOUTS)[number];

const PLACEMENT_PREFIXES: ReadonlyArray<[string, AdPlacement]> = [
  ['card', 'blockCard'],
  ['leaderboard', 'blockLeaderboard'],
  ['userProfileBottom', 'blockUserProfileBottom'],
  ['modal', 'blockModal'],
  ['messagesTopBanner', 'blockMessagesTopBanner'],
];

/** The placement a layout fills, read from its name's prefix (`cardAff` fills `blockCard`). */
export function placementOf(layout: AdLayout): AdPlacement {
  const found = PLACEMENT_PREFIXES.find(([prefix]) => layout.startsWith(prefix));
  if (!found) throw new Error(`Layout ${layout} names no placement`);
  return found[1];
}

export const BLOCK_BODY_MAX = 1000;
/** A block's share of its placement's impressions is its weight over the placement's total (1 when unset). */
export const BLOCK_WEIGHT_MAX = 100;

/**
 * A block leads only to an `https:` page (docs/product.md §5): the site sends visitors there through `/go/{id}`,
 * and a plain-text link would expose them on the way.
 */
export const BlockHref = z.url({ protocol: /^https$/, error: 'a web address starting with https://' }).max(500);

/** Optional targeting: region keys (`montreal`) and listing categories; empty means everywhere. */
const RegionKey = z.string().regex(/^[a-z0-9-]{1,64}$/, 'a region key');
export const BlockTargeting = {
  weight: z.number().int().min(1).max(BLOCK_WEIGHT_MAX).default(1),
  regions: z.array(RegionKey).max(50).default([]),
  categories: z.array(z.enum(LISTING_CATEGORIES)).max(LISTING_CATEGORIES.length).default([]),
};
/** A block shows one picture, or a few in turn. */
export const BLOCK_PICTURE_LIMIT = 4;

/** A campaign block as an advertiser or an admin enters it, shared by the backoffice form and the API. */
export const BlockInput = z
  .object({
    href: BlockHref,
    body: z.string().trim().max(BLOCK_BODY_MAX).default(''),
    layoutName: z.enum(AD_LAYOUTS),
    /** Only active blocks are served to the site. */
    active: z.boolean().default(true),
    ...BlockTargeting,
  })
  .strict();
export type BlockInput = z.infer<typeof BlockInput>;

const Fields = z.object({
  href: z.string().min(1).max(500),
  body: z.string().max(BLOCK_BODY_MAX),
  layoutName: z.enum(AD_LAYOUTS),
  active: z.boolean(),
  /** Absent from blocks created before weights and targeting existed: weight 1, everywhere. */
  weight: z.number().int().min(1).max(BLOCK_WEIGHT_MAX).optional(),
  regions: z.array(z.string().max(64)).max(50).optional(),
  categories: z.array(z.string().max(64)).max(LISTING_CATEGORIES.length).optional(),
});

/** Events of the `block-{id}` stream: one campaign block of one advertiser. */
export const BlockCreated = defineEvent('BlockCreated', Fields.extend({ blockId: Id, ownerId: Id }));
export const BlockEdited = defineEvent(
  'BlockEdited',
  z.object({ changes: Fields.partial().refine((changes) => Object.keys(changes).length > 0, 'nothing changed') }),
);
export const BlockPictureAdded = defineEvent(
  'BlockPictureAdded',
  z.object({
    pictureId: PictureId,
    /** Storage key of the metadata-free original. */
    url: z.string().min(1).max(300),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);
export const BlockPictureRemoved = defineEvent('BlockPictureRemoved', z.object({ pictureId: PictureId }));
export const BlockDeleted = defineEvent('BlockDeleted', z.object({}));

export const blockEvents = [BlockCreated, BlockEdited, BlockPictureAdded, BlockPictureRemoved, BlockDeleted] as const;

/** The block stream's events as a discriminated union on `type`. */
export type BlockEvent = DataOf<(typeof blockEvents)[number]>;
