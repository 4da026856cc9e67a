import {
  findCity,
  findRegion,
  isUnderReview as sharedIsUnderReview,
  mayToggleAvailability,
  pictureLimitOf,
  placeholderOf,
  type LabelLocale,
} from '@annuaire/shared';
import type { Website } from '@/config/variant';
import { regionName } from '@/lib/place-name';
import type { ListingRank } from './api/get-rank';
import type { OwnAccount } from './api/own-account';

/**
 * The account area's rules of SPEC §4 and §6, in one place and pure (the clock comes in), so the screens
 * only ask and the tests pin them down. Where the server has the same rule it lives in shared and is
 * called from here.
 */

export type Availability = 'available' | 'unavailable' | 'ghost';

/** SPEC §4: available, unavailable, or ghost (which hides everything, availability included). */
export function availabilityOf(user: Pick<OwnAccount, 'online' | 'ghost'>): Availability {
  if (user.ghost) return 'ghost';
  return user.online !== null ? 'available' : 'unavailable';
}

/** SPEC §6: the availability switch is for escorts and members flagged libertine. */
export const hasAvailabilitySwitch = (user: Pick<OwnAccount, 'role' | 'libertine'>) => mayToggleAvailability(user);

/** VIP is active while its expiry is in the future (SPEC §4). */
export function isVipActive(user: Pick<OwnAccount, 'vip'>, now: Date): boolean {
  return user.vip !== null && Date.parse(user.vip) > now.getTime();
}

/** SPEC §6: the VIP promotion block is for women and trans women escorts without an active VIP. */
export function showsVipPromotion(user: Pick<OwnAccount, 'role' | 'gender' | 'vip'>, now: Date): boolean {
  return (
    user.role === 'escort' && (user.gender === 'woman' || user.gender === 'trans-woman') && !isVipActive(user, now)
  );
}

/** VIP is bought by escorts (SPEC §1 "escorts may be VIP"). */
export const mayBuyVip = (user: Pick<OwnAccount, 'role'>) => user.role === 'escort';

/** SPEC §4 under review, with the account's creation as its registration. */
export function isUnderReview(
  user: Pick<OwnAccount, 'pending' | 'libertine' | 'role' | 'verificationState' | 'createdAt'>,
  now: Date,
): boolean {
  return sharedIsUnderReview(
    {
      pending: user.pending,
      libertine: user.libertine,
      role: user.role,
      verificationState: user.verificationState as Parameters<typeof sharedIsUnderReview>[0]['verificationState'],
      registeredAt: user.createdAt,
    },
    now,
  );
}

/** SPEC §6: on the Quebec site website links and picture rotation are VIP-only; on the Canadian site not. */
export function vipOnlyOnQuebec(website: Website, user: Pick<OwnAccount, 'vip'>, now: Date): boolean {
  return website !== 'QC' || isVipActive(user, now);
}

/** SPEC §9: 3 pictures for clients, 8 for escorts and libertines, 16 for VIPs. */
export function pictureLimit(user: Pick<OwnAccount, 'role' | 'libertine' | 'vip'>, now: Date): number {
  return pictureLimitOf(user, isVipActive(user, now));
}

/**
 * The one rank the profile shows ("#12 in Montréal"): the most specific listing of the main location in
 * the member's own category, rather than the catch-all "all" listing; null when not listed.
 */
export function headlineRank(ranks: readonly ListingRank[], location: OwnAccount['location']): ListingRank | null {
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

/** The generated placeholder of SPEC §7 for a member without an approved picture (1–5 women, 6–11 men). */
export function placeholderPath(user: Pick<OwnAccount, '_id' | 'gender'>): string {
  return `/cached/placeholders/${placeholderOf(user._id, user.gender)}.jpg`;
}
