import type { UserState } from '@annuaire/shared';

const NEVER = 9_999_999_999_999;

const markedAt = (state: UserState) =>
  state.onlineMarkedAt === null ? Number.POSITIVE_INFINITY : Date.parse(state.onlineMarkedAt);

/**
 * One text whose byte order is the listing order (docs/product.md §4 boost, §1 set rank): a staff-set rank first
 * (lowest number on top), then active VIPs, then the most recently available or boosted, then the user
 * id as the stable tie-break. A single indexed key lets a page be an index range scan and a profile's
 * position a count of keys below its own.
 *
 * VIP counts as active until the VipExpired event (or the expiry date, if the log has moved past it),
 * so the order depends on the log alone and a replay rebuilds it identically.
 */
export function sortKeyOf(state: UserState, at: string): string {
  const override = state.rankOverride === null ? 'B000000' : `A${String(state.rankOverride).padStart(6, '0')}`;
  const vipActive =
    state.vipUntil !== null && state.vipExpiryRecorded !== state.vipUntil && Date.parse(state.vipUntil) > Date.parse(at)
      ? '0'
      : '1';
  // A mark for later (docs/product.md §4) ranks from when it was made: choosing a time ahead never jumps the queue.
  const marked = state.online === null ? null : Math.min(Date.parse(state.online), markedAt(state));
  const online = marked === null ? NEVER : NEVER - marked;
  return `${override}${vipActive}${String(online).padStart(13, '0')}${state.userId}`;
}
