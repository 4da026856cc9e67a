import {
  listingBlockersOf,
  type ListingBlocker,
  findCity,
  findRegion,
  isUnderReview as sharedIsUnderReview,
  mayToggleAvailability,
  pictureLimitOf,
  placeholderOf,
  VARIANTS,
  type LabelLocale,
  type CurrentUser,
} from '@annuaire/shared';
import type { Website } from '@/config/variant';
import { regionName } from '@/lib/place-name';
import type { ListingRank } from './api/get-rank';

/**
 * The account area's rules of docs/product.md §4 and §6, in one place and pure (the clock comes in), so the screens
 * only ask and the tests pin them down. Where the server has the same rule it lives in shared and is
 * called from here.
 */

export type Availability = 'available' | 'unavailable' | 'ghost';

/** docs/product.md §4: available, unavailable, or ghost (which hides everything, availability included). */
export function availabilityOf(user: Pick<CurrentUser, 'online' | 'ghost'>): Availability {
  if (user.ghost) return 'ghost';
  return user.online !== null ? 'available' : 'unavailable';
}

/** docs/product.md §6: the availability switch is for escorts and members flagged libertine. */
export const hasAvailabilitySwitch = (user: Pick<CurrentUser, 'role' | 'libertine'>) => mayToggleAvailability(user);

/** VIP is active while its expiry is in the future (docs/product.md §4). */
export function isVipActive(user: Pick<CurrentUser, 'vip'>, now: Date): boolean {
  return user.vip !== null && Date.parse(user.vip) > now.getTime();
}

/** docs/product.md §6: the VIP promotion block is for women and trans women escorts without an active VIP. */
export function showsVipPromotion(user: Pick<CurrentUser, 'role' | 'gender' | 'vip'>, now: Date): boolean {
  return (
    user.role === 'escort' && (user.gender === 'woman' || user.gender === 'trans-woman') && !isVipActive(user, now)
  );
}

/** VIP is bought by escorts (docs/product.md §1 "escorts may be VIP"). */
export const mayBuyVip = (user: Pick<CurrentUser, 'role'>) => user.role === 'escort';

/** docs/product.md §4 under review, with the account's creation as its registration. */
export function isUnderReview(
  user: Pick<
    CurrentUser,
    'pending' | 'libertine' | 'role' | 'verificationState' | 'createdAt' | 'profileCompletionRequested'
  >,
  now: Date,
): boolean {
  return sharedIsUnderReview(
    {
      pending: user.pending,
      profileCompletionRequested: user.profileCompletionRequested,
      libertine: user.libertine,
      role: user.role,
      verificationState: user.verificationState,
      registeredAt: user.createdAt,
    },
    now,
  );
}

/**
 * docs/product.md §6: website links and picture rotation are VIP-only on the Quebec site, open to all on the Canadian one
 * (both flags of `vipOnly` in shared/src/variants.ts).
 */
export function vipOnlyOnQuebec(website: Website, user: Pick<CurrentUser, 'vip'>, now: Date): boolean {
  return !VARIANTS[website].vipOnly.websiteUrl || isVipActive(user, now);
}

/** docs/product.md §9: 3 pictures for clients, 8 for escorts and libertines, 16 for VIPs. */
export function pictureLimit(user: Pick<CurrentUser, 'role' | 'libertine' | 'vip'>, now: Date): number {
  return pictureLimitOf(user, isVipActive(user, now));
}

/**
 * The one rank the profile shows ("#12 in Montréal"): the most specific listing of the main location in
 * the member's own category, rather than the catch-all "all" listing; null when not listed.
 */
export function headlineRank(ranks: readonly ListingRank[], location: CurrentUser['location']): ListingRank | null {
  if (ranks.length === 0) return null;
  const score = (rank: ListingRank) =>
    (rank.category !== 'all' ? 4 : 0) +
    (location && rank.region === location.region ? 2 : 0) +
    (location?.city && rank.city === location.city ? 1 : 0);
  return [...ranks].sort((a, b) => score(b) - score(a))[0] ?? null;
}

/** The place a rank is in, as the site names it: the city, else the region's short name. */
export function rankPlaceName(rank: Pick<ListingRank, 'region' | 'city'>, locale: LabelLocale): string {
  const region = findRegion(undefined, rank.region);
  if (!region) return rank.city ?? rank.region;
  const city = rank.city ? findCity(region.key, rank.city) : undefined;
  return city ? city.label[locale] : regionName(region, locale);
}

/** The generated placeholder of docs/product.md §7 for a member without an approved picture (1–5 women, 6–11 men). */
export function placeholderPath(user: Pick<CurrentUser, '_id' | 'gender'>): string {
  return `/cached/placeholders/${placeholderOf(user._id, user.gender)}.jpg`;
}

/**
 * docs/product.md §4 "Can be listed", with the server's shared rule (the account's creation as its registration):
 * what keeps the profile out of the listings. VIP and credits are offered only when this is empty (§6).
 */
export function listingBlockers(
  user: Pick<
    CurrentUser,
    | 'role'
    | 'libertine'
    | 'ghost'
    | 'location'
    | 'pending'
    | 'verificationState'
    | 'createdAt'
    | 'profileCompletionRequested'
  >,
  now: Date,
): ListingBlocker[] {
  return listingBlockersOf(
    {
      role: user.role,
      libertine: user.libertine,
      ghost: user.ghost,
      location: user.location,
      pending: user.pending,
      verificationState: user.verificationState,
      registeredAt: user.createdAt,
      profileCompletionRequested: user.profileCompletionRequested,
    },
    now,
  );
}
