import { hasPermission } from '../permissions';
import type { Role } from '../roles';

/** The member fields the ads rule reads (docs/product.md §6); the site's CurrentUser satisfies it. */
export interface AdsReader {
  readonly role: Role;
  readonly gender: 'woman' | 'man' | 'trans-woman' | 'trans-man';
  /** VIP expiry, ISO; null when never VIP. */
  readonly vip: string | null;
}

/** What an ad placement shows to a reader: an ad, the VIP promotion in its stead, or nothing. */
export type AdsMode = 'ads' | 'vipPromotion' | 'none';

const vipActive = (reader: AdsReader, now: Date) => reader.vip !== null && Date.parse(reader.vip) > now.getTime();
const advertisingEscort = (reader: AdsReader) =>
  reader.role === 'escort' && (reader.gender === 'woman' || reader.gender === 'trans-woman');

/**
 * docs/product.md §6 ads rule: ads for visitors and for members who are neither a woman or trans-woman escort nor
 * an active VIP; women and trans-women escorts without an active VIP see the VIP promotion instead; the rest
 * (active VIPs, and those escorts once VIP) see nothing.
 */
export function adsMode(reader: AdsReader | null, now: Date): AdsMode {
  if (!reader) return 'ads';
  if (vipActive(reader, now)) return 'none';
  return advertisingEscort(reader) ? 'vipPromotion' : 'ads';
}

/** True when ads (and the partner sub-navigation) show to this reader. */
export const adsAllowed = (reader: AdsReader | null, now: Date): boolean => adsMode(reader, now) === 'ads';

/** The modal ad follows the ads rule, and never opens for staff spared modals (AVOID_BLOCK_MODAL). */
export function modalAdAllowed(reader: AdsReader | null, now: Date): boolean {
  return adsAllowed(reader, now) && !hasPermission(reader?.role, 'AVOID_BLOCK_MODAL');
}
