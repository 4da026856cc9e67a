import type { Gender } from '../accounts/schemas';
import type { HistoricEvent } from '../events/historic';
import type { Role } from '../roles';
import type { UserEvent } from './events';
import { evolveAccount } from './fold/account';
import { evolveListing, isListingEvent } from './fold/listing';
import { evolvePictures, isPictureEvent } from './fold/pictures';
import { evolveProfile, isProfileEvent } from './fold/profile';
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

/**
 * Folds one event into the user. Registration starts the user afresh; every other event goes to the fold of its
 * concern (`fold/`), each an exhaustive switch over its own events.
 */
export function evolveUser(state: UserState, event: HistoricEvent<UserEvent>): UserState {
  if (event.type === 'UserRegistered') {
    return { ...initialUserState, ...event.data, exists: true, registeredAt: event.at };
  }
  if (isPictureEvent(event)) return evolvePictures(state, event);
  if (isListingEvent(event)) return evolveListing(state, event);
  if (isProfileEvent(event)) return evolveProfile(state, event);
  return evolveAccount(state, event);
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
