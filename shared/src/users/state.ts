import type { Gender } from '../accounts/schemas';
import type { HistoricEvent } from '../events/historic';
import type { Role } from '../roles';
import type { UserEvent } from './events';
import type { ProfileLocation } from './location';
import type { Picture } from './pictures';
import type { Rate, Reminder, SpokenLanguage, Tour, VerificationState } from './profile';

/**
 * One user folded from the `user-{id}` stream. The same fold serves the deciders, the users read model
 * and the auditors' replay, so the three can never disagree on what the events mean.
 */
export interface UserState {
  readonly exists: boolean;
  readonly userId: string;
  readonly username: string;
  readonly role: Role;
  readonly gender: Gender;
  readonly libertine: boolean;
  readonly pending: boolean;
  readonly registeredAt: string | null;
  readonly vipUntil: string | null;
  readonly vipPurchases: readonly string[];
  /** The expiry already recorded by a VipExpired event, so the scheduler records each expiry once. */
  readonly vipExpiryRecorded: string | null;
  readonly incall: boolean;
  readonly outcall: boolean;
  readonly virtual: boolean;
  readonly virtualLocked: boolean;
  /** The availability mark; a time still to come means "available later" (docs/product.md §4). */
  readonly online: string | null;
  /** When the mark was written: a mark for later orders the listings from then, not from its time. */
  readonly onlineMarkedAt: string | null;
  readonly ghost: boolean;
  readonly messaging: boolean;
  readonly headline: string;
  readonly bio: string;
  readonly tags: readonly string[];
  readonly websiteUrl: string | null;
  readonly tour: Tour | null;
  readonly verificationState: VerificationState | null;
  readonly favorites: Readonly<Record<string, true>>;
  /** When each reminder was last acknowledged (docs/product.md §9 spacing rules). */
  readonly reminders: Readonly<Partial<Record<Reminder, string>>>;
  readonly rankOverride: number | null;
  readonly deleted: boolean;
  readonly mergingInto: string | null;
  readonly mergedInto: string | null;
  readonly mergesReceived: readonly string[];
  readonly location: ProfileLocation | null;
  readonly secondaryLocation: ProfileLocation | null;
  /** Gallery order: the first approved picture is the card picture unless one is chosen. */
  readonly pictures: readonly Picture[];
  readonly profilePictureId: string | null;
  readonly verificationPictures: readonly { readonly id: string; readonly url: string; readonly addedAt: string }[];
  /** Last sign-in or activity (UserSeen), for last-seen buckets and the 18-day listing rule. */
  readonly lastSeenAt: string | null;
  /** Whether the public contact fields (kept outside events) are filled. */
  readonly hasPhone: boolean;
  readonly hasContactEmail: boolean;
  /** Staff's note shown to the member (docs/product.md §3). */
  readonly note: string | null;
  /** Staff asked the member to complete their profile; under review until done (docs/product.md §4). */
  readonly profileCompletionRequested: boolean;
  /** Whether the member was pending before the completion request, to give it back once it ends. */
  readonly pendingBeforeCompletion: boolean;
  /** Listed whatever the owner's inactivity (docs/product.md §4). */
  readonly isStatic: boolean;
  /** The optional profile facts of docs/product.md §3: age (shown once verified), languages spoken, rates. */
  readonly age: number | null;
  readonly languages: readonly SpokenLanguage[];
  readonly rates: readonly Rate[];
}

export const initialUserState: UserState = {
  exists: false,
  userId: '',
  username: '',
  role: 'client',
  gender: 'woman',
  libertine: false,
  pending: false,
  registeredAt: null,
  vipUntil: null,
  vipPurchases: [],
  vipExpiryRecorded: null,
  incall: false,
  outcall: false,
  virtual: false,
  virtualLocked: false,
  online: null,
  onlineMarkedAt: null,
  ghost: false,
  messaging: true,
  headline: '',
  bio: '',
  tags: [],
  websiteUrl: null,
  tour: null,
  verificationState: null,
  favorites: {},
  reminders: {},
  rankOverride: null,
  deleted: false,
  mergingInto: null,
  mergedInto: null,
  mergesReceived: [],
  location: null,
  secondaryLocation: null,
  pictures: [],
  profilePictureId: null,
  verificationPictures: [],
  lastSeenAt: null,
  hasPhone: false,
  hasContactEmail: false,
  note: null,
  profileCompletionRequested: false,
  pendingBeforeCompletion: false,
  isStatic: false,
  age: null,
  languages: [],
  rates: [],
};

export function evolveUser(state: UserState, event: HistoricEvent<UserEvent>): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...initialUserState, ...event.data, exists: true, registeredAt: event.at };
    case 'RoleSwitched':
      // docs/product.md §4: the switch clears pending and the meeting modes, and sets libertine only for clients.
      return {
        ...state,
        role: event.data.to,
        libertine: event.data.libertine,
        pending: false,
        incall: false,
        outcall: false,
        virtual: false,
        virtualLocked: false,
      };
    case 'VirtualLocked':
      return { ...state, virtualLocked: true, virtual: true, incall: false, outcall: false };
    case 'VirtualUnlocked':
      return { ...state, virtualLocked: false };
    case 'AvailabilityChanged':
      return { ...state, online: event.data.online, onlineMarkedAt: event.data.online === null ? null : event.at };
    case 'GhostModeChanged':
      return {
        ...state,
        ghost: event.data.ghost,
        online: event.data.online,
        onlineMarkedAt: event.data.online === null ? null : event.at,
      };
    case 'VipSet':
      return { ...state, vipUntil: event.data.until };
    case 'VipExpired':
      return { ...state, vipExpiryRecorded: event.data.until };
    case 'VipExtended':
      return { ...state, vipUntil: event.data.until, vipPurchases: [...state.vipPurchases, event.data.purchaseId] };
    case 'ProfileEdited':
      return { ...state, ...event.data.changes };
    case 'ContactDetailsChanged': {
      const shown = event.data.shown ?? {};
      return {
        ...state,
        hasPhone: shown.phone ?? state.hasPhone,
        hasContactEmail: shown.contactEmail ?? state.hasContactEmail,
      };
    }
    case 'FavoriteToggled': {
      const favorites = { ...state.favorites };
      if (event.data.isFavorited) favorites[event.data.favoritedUserId] = true;
      else delete favorites[event.data.favoritedUserId];
      return { ...state, favorites };
    }
    case 'ReminderAcknowledged':
      return { ...state, reminders: { ...state.reminders, [event.data.reminder]: event.at } };
    case 'VerificationStateChanged':
      return { ...state, verificationState: event.data.state };
    case 'UserApproved':
      return { ...state, pending: false };
    case 'StaffNoteSet':
      return { ...state, note: event.data.note };
    case 'ProfileCompletionRequested':
      return {
        ...state,
        pending: true,
        profileCompletionRequested: true,
        pendingBeforeCompletion: event.data.wasPending,
      };
    case 'ProfileCompletionWithdrawn':
    case 'ProfileCompleted':
      // Approval in between (pending false) stands; otherwise the pending state from before the request returns.
      return {
        ...state,
        profileCompletionRequested: false,
        pending: state.pending && state.pendingBeforeCompletion,
        pendingBeforeCompletion: false,
      };
    case 'StaticSet':
      return { ...state, isStatic: event.data.isStatic };
    case 'RankOverridden':
      return { ...state, rankOverride: event.data.rank };
    case 'ProfileClaimed':
      return { ...state, username: event.data.username };
    case 'UserDeleted':
      return { ...state, deleted: true };
    case 'MergeStarted':
      return { ...state, mergingInto: event.data.targetUserId };
    case 'FavoritesMerged': {
      const favorites = { ...state.favorites };
      for (const id of event.data.favoriteUserIds) if (id !== state.userId) favorites[id] = true;
      return { ...state, favorites, mergesReceived: [...state.mergesReceived, event.data.mergeId] };
    }
    case 'UserMergedInto':
      return { ...state, mergedInto: event.data.targetUserId };
    case 'LoginAsLinkIssued':
    case 'LoginAsLinkUsed':
    case 'UserDataExtracted':
      return state;
    case 'UserSeen':
      return { ...state, lastSeenAt: event.at };
    case 'PictureAdded': {
      const { pictureId, ...file } = event.data;
      const picture: Picture = {
        id: pictureId,
        ...file,
        approved: false,
        pending: true,
        note: null,
        inRotation: false,
        addedAt: event.at,
      };
      return { ...state, pictures: [...state.pictures, picture] };
    }
    case 'PictureApproved':
      return withPicture(state, event.data.pictureId, { approved: true, pending: false, note: null });
    case 'PictureDeclined':
      return withPicture(state, event.data.pictureId, { approved: false, pending: true, note: event.data.note });
    case 'PictureReturnedToPending':
      return withPicture(state, event.data.pictureId, { approved: false, pending: true, note: null });
    case 'PictureRemoved':
      return {
        ...state,
        pictures: state.pictures.filter((picture) => picture.id !== event.data.pictureId),
        profilePictureId: state.profilePictureId === event.data.pictureId ? null : state.profilePictureId,
      };
    case 'ProfilePictureSet':
      return { ...state, profilePictureId: event.data.pictureId };
    case 'PicturePriorityBumped':
      return { ...state, pictures: reorder(state.pictures, [event.data.pictureId]) };
    case 'PictureRotationChanged':
      return withPicture(state, event.data.pictureId, { inRotation: event.data.inRotation });
    case 'PicturesReordered':
      return { ...state, pictures: reorder(state.pictures, event.data.pictureIds) };
    case 'VerificationPictureAdded':
      return {
        ...state,
        verificationState: 'verificationPending',
        verificationPictures: [
          ...state.verificationPictures,
          { id: event.data.pictureId, url: event.data.url, addedAt: event.at },
        ],
      };
    default: {
      const unknown: never = event;
      throw new Error(`Unhandled user event ${(unknown as { type: string }).type}`);
    }
  }
}

function withPicture(state: UserState, pictureId: string, change: Partial<Picture>): UserState {
  return {
    ...state,
    pictures: state.pictures.map((picture) => (picture.id === pictureId ? { ...picture, ...change } : picture)),
  };
}

/** The named pictures first, in the order given; the others keep their order after them. */
function reorder(pictures: readonly Picture[], firstIds: readonly string[]): Picture[] {
  const first = firstIds.flatMap((id) => pictures.filter((picture) => picture.id === id));
  return [...first, ...pictures.filter((picture) => !firstIds.includes(picture.id))];
}

/** VIP is active while its expiry is in the future (docs/product.md §4). */
export const isVip = (state: Pick<UserState, 'vipUntil'>, now: Date) =>
  state.vipUntil !== null && Date.parse(state.vipUntil) > now.getTime();

/**
 * What a complete profile holds (docs/product.md §4, staff's completion request): a headline, a bio and a main place.
 */
export const isProfileComplete = (state: Pick<UserState, 'headline' | 'bio' | 'location'>) =>
  state.headline.trim() !== '' && state.bio.trim() !== '' && state.location !== null;

/** Only escorts and libertines switch availability (docs/product.md §6). */
export const mayToggleAvailability = (state: Pick<UserState, 'role' | 'libertine'>) =>
  state.role === 'escort' || state.libertine;
