import {
  isAvailableLater,
  isMessagingAvailable,
  isUnderReview,
  isVip,
  moderationStateOf,
  placeholderOf,
  profilePictureOf,
  VISIBILITY_RULES,
  type Picture,
  type UserState,
} from '@annuaire/shared';
import { AVAILABLE_HOURS, cardStateOf, type DirectoryCard, type DirectoryProfile } from '@annuaire/projections';

const HOUR = 3_600_000;

/** A picture as cards and rows show it: the storage key to load through `/api/images`, and its size. */
export const pictureSummaryOf = (picture: Picture) => ({
  id: picture.id,
  url: picture.url,
  width: picture.width,
  height: picture.height,
});

/** Whether the online dot shows: marked available (or boosted) within the last 12 hours. */
export function isOnline(state: Pick<UserState, 'online' | 'ghost'>, now: Date): boolean {
  if (state.ghost || state.online === null) return false;
  const age = now.getTime() - Date.parse(state.online);
  return age >= 0 && age < AVAILABLE_HOURS * HOUR;
}

/**
 * The age a reader may see (docs/product.md §6): only once staff verified the profile, since an unverified age is
 * the member's word alone. Cards written before ages existed have none.
 */
export function shownAgeOf(state: Pick<UserState, 'age' | 'verificationState'>): number | null {
  return state.verificationState === 'verified' ? (state.age ?? null) : null;
}

/**
 * The card of docs/product.md §2 (listing, search, favorites): picture, username, online dot, bio, up to 3 tags,
 * badges. Built from the card's share of the user (`cardStateOf`), which listings read directly.
 */
export function toCard({ state, createdAt }: DirectoryCard, now: Date) {
  const picture = profilePictureOf(state.pictures, state.profilePictureId);
  const age = shownAgeOf(state);
  return {
    _id: state.userId,
    username: state.username,
    role: state.role,
    gender: state.gender,
    libertine: state.libertine,
    vip: isVip(state, now),
    online: state.online,
    onlineNow: isOnline(state, now),
    /** "Available from 21:00" (docs/product.md §4): the mark while it is still ahead; null once it has come. */
    availableFrom: isAvailableLater(state, now) ? state.online : null,
    ghost: state.ghost,
    headline: state.headline,
    bio: state.bio,
    tags: state.tags,
    /** The verified badge (docs/product.md §4 verification). */
    verified: state.verificationState === 'verified',
    profilePicture: picture ? pictureSummaryOf(picture) : null,
    /** Approved pictures marked for rotation on the card (docs/product.md §3 pictureRotation). */
    rotation: state.pictures.filter((p) => p.approved && p.inRotation).map(pictureSummaryOf),
    placeholder: `/cached/placeholders/${placeholderOf(state.userId, state.gender)}.jpg`,
    underReview: isUnderReview(state, now),
    isNew: now.getTime() - Date.parse(createdAt) < VISIBILITY_RULES.newUserHours * HOUR,
    location: state.location,
    secondaryLocation: state.secondaryLocation,
    /** Absent until the profile is verified (shownAgeOf). */
    ...(age === null ? {} : { age }),
  };
}
export type UserCard = ReturnType<typeof toCard>;

/**
 * The profile page (docs/product.md §2 `/user/{username}`). Visitors see approved pictures only; the owner and
 * picture reviewers see every picture with its moderation state and note.
 */
export function toProfile(
  profile: DirectoryProfile,
  now: Date,
  options: { allPictures: boolean; contact: { phone: string | null; email: string | null } | null },
) {
  const { state } = profile;
  const lastSeen = state.ghost ? null : (state.lastSeenAt ?? state.registeredAt);
  const pictures = options.allPictures ? state.pictures : state.pictures.filter((picture) => picture.approved);
  return {
    ...toCard({ state: cardStateOf(state), createdAt: profile.createdAt }, now),
    bio: state.bio,
    tags: state.tags,
    listed: profile.listed,
    pictures: pictures.map((picture) => ({
      ...pictureSummaryOf(picture),
      ...(options.allPictures
        ? { state: moderationStateOf(picture), note: picture.note, inRotation: picture.inRotation }
        : {}),
    })),
    incall: state.incall,
    outcall: state.outcall,
    virtual: state.virtual,
    websiteUrl: state.websiteUrl,
    tour: state.tour,
    verified: state.verificationState === 'verified',
    // Optional facts of docs/product.md §3 (folded states from before they existed have none).
    languages: state.languages ?? [],
    rates: state.rates ?? [],
    lastSeenAt: lastSeen,
    memberSince: profile.createdAt,
    messagingAvailable: isMessagingAvailable(state, now),
    contact: options.contact,
  };
}
