import { unreachable } from '../../unreachable';
import type { UserState } from '../state';
import type { UserEventOf } from './group';

/**
 * The events left once registration, pictures, listing and profile are routed: `evolveUser` hands the remainder
 * here, and the compiler checks it is exactly these (a new event type must join a concern's list).
 */
export type AccountEvent = UserEventOf<
  | 'RoleSwitched'
  | 'UserApproved'
  | 'ProfileClaimed'
  | 'UserDeleted'
  | 'MergeStarted'
  | 'FavoritesMerged'
  | 'UserMergedInto'
  | 'FavoriteToggled'
  | 'ReminderAcknowledged'
  | 'UserSeen'
  | 'LoginAsLinkIssued'
  | 'LoginAsLinkUsed'
  | 'UserDataExtracted'
>;

/** The account's life: role, approval, name, deletion and merge, and the member's favorites, reminders and visits. */
export function evolveAccount(state: UserState, event: AccountEvent): UserState {
  switch (event.type) {
    case 'RoleSwitched':
      return roleSwitched(state, event);
    case 'UserApproved':
      return { ...state, pending: false };
    case 'ProfileClaimed':
      return { ...state, username: event.data.username };
    case 'UserDeleted':
      return { ...state, deleted: true };
    case 'MergeStarted':
      return { ...state, mergingInto: event.data.targetUserId };
    case 'FavoritesMerged':
      return favoritesMerged(state, event);
    case 'UserMergedInto':
      return { ...state, mergedInto: event.data.targetUserId };
    case 'FavoriteToggled':
      return favoriteToggled(state, event);
    case 'ReminderAcknowledged':
      return { ...state, reminders: { ...state.reminders, [event.data.reminder]: event.at } };
    case 'UserSeen':
      return { ...state, lastSeenAt: event.at };
    // Traces for the history only: they change nothing about the member.
    case 'LoginAsLinkIssued':
    case 'LoginAsLinkUsed':
    case 'UserDataExtracted':
      return state;
    default:
      return unreachable(event, 'user event');
  }
}

/** docs/product.md §4: the switch clears pending and the meeting modes, and sets libertine only for clients. */
function roleSwitched(state: UserState, { data }: UserEventOf<'RoleSwitched'>): UserState {
  return {
    ...state,
    role: data.to,
    libertine: data.libertine,
    pending: false,
    incall: false,
    outcall: false,
    virtual: false,
    virtualLocked: false,
  };
}

function favoriteToggled(state: UserState, { data }: UserEventOf<'FavoriteToggled'>): UserState {
  const favorites = { ...state.favorites };
  if (data.isFavorited) favorites[data.favoritedUserId] = true;
  else delete favorites[data.favoritedUserId];
  return { ...state, favorites };
}

/** The merged account's favorites join this one's, except this user itself. */
function favoritesMerged(state: UserState, { data }: UserEventOf<'FavoritesMerged'>): UserState {
  const favorites = { ...state.favorites };
  for (const id of data.favoriteUserIds) if (id !== state.userId) favorites[id] = true;
  return { ...state, favorites, mergesReceived: [...state.mergesReceived, data.mergeId] };
}
