import { unreachable } from '../../unreachable';
import type { UserEvent } from '../events';
import type { UserState } from '../state';
import { userEventGroup, type UserEventOf } from './group';

const LISTING_EVENTS = [
  'VirtualLocked',
  'VirtualUnlocked',
  'AvailabilityChanged',
  'GhostModeChanged',
  'VipSet',
  'VipExpired',
  'VipExtended',
  'StaticSet',
  'RankOverridden',
] as const satisfies readonly UserEvent['type'][];

export const isListingEvent = userEventGroup(LISTING_EVENTS);

/** What places the member in the listings: meeting modes, availability, ghost mode, VIP, staff's rank and static. */
export function evolveListing(state: UserState, event: UserEventOf<(typeof LISTING_EVENTS)[number]>): UserState {
  switch (event.type) {
    case 'VirtualLocked':
      return { ...state, virtualLocked: true, virtual: true, incall: false, outcall: false };
    case 'VirtualUnlocked':
      return { ...state, virtualLocked: false };
    case 'AvailabilityChanged':
      return { ...state, online: event.data.online, onlineMarkedAt: markedAt(event) };
    case 'GhostModeChanged':
      return { ...state, ghost: event.data.ghost, online: event.data.online, onlineMarkedAt: markedAt(event) };
    case 'VipSet':
      return { ...state, vipUntil: event.data.until };
    case 'VipExpired':
      return { ...state, vipExpiryRecorded: event.data.until };
    case 'VipExtended':
      return { ...state, vipUntil: event.data.until, vipPurchases: [...state.vipPurchases, event.data.purchaseId] };
    case 'StaticSet':
      return { ...state, isStatic: event.data.isStatic };
    case 'RankOverridden':
      return { ...state, rankOverride: event.data.rank };
    default:
      return unreachable(event, 'listing event');
  }
}

/** When the availability mark was written (null once cleared): a mark for later orders the listings from then. */
const markedAt = (event: { data: { online: string | null }; at: string }) =>
  event.data.online === null ? null : event.at;
