import { z } from 'zod';
import { GENDERS } from '../accounts/schemas';
import { defineEvent, type DataOf } from '../events/catalogue';
import { Id } from '../id';
import { ROLES } from '../roles';
import { PictureId } from './pictures';
import { ProfileChanges, REMINDERS, VERIFICATION_STATES } from './profile';

const Instant = z.iso.datetime({ offset: true });

/**
 * Events of the `user-{id}` stream. Email, phone and password stay out of events (kept in the
 * command-side accounts table) so deleting a user erases them while the audit facts remain.
 */
export const UserRegistered = defineEvent(
  'UserRegistered',
  z.object({
    userId: Id,
    username: z.string().min(1).max(64),
    role: z.enum(ROLES),
    gender: z.enum(GENDERS),
    libertine: z.boolean(),
    /** Escorts start pending (under review, docs/product.md §4); advertisers are pending-style too. */
    pending: z.boolean(),
  }),
);
export const RoleSwitched = defineEvent(
  'RoleSwitched',
  z.object({ from: z.enum(ROLES), to: z.enum(ROLES), libertine: z.boolean() }),
);
export const VirtualLocked = defineEvent('VirtualLocked', z.object({}));
export const VirtualUnlocked = defineEvent('VirtualUnlocked', z.object({}));
/**
 * The member's availability mark: now, cleared (null), or a time later on (docs/product.md §4 "available later"),
 * which reads as available once that time has come, without another event.
 */
export const AvailabilityChanged = defineEvent('AvailabilityChanged', z.object({ online: Instant.nullable() }));
export const GhostModeChanged = defineEvent(
  'GhostModeChanged',
  z.object({ ghost: z.boolean(), online: Instant.nullable() }),
);
export const VipSet = defineEvent('VipSet', z.object({ until: Instant.nullable() }));
/**
 * VIP ran out. Appended by the expiry scheduler at (about) `until`, so read models that order by VIP
 * change at a point in the log rather than by reading the clock, and replays give the same order.
 */
export const VipExpired = defineEvent('VipExpired', z.object({ until: Instant }));
export const VipExtended = defineEvent(
  'VipExtended',
  z.object({ purchaseId: Id, days: z.number().int().positive(), until: Instant }),
);
export const ProfileEdited = defineEvent('ProfileEdited', z.object({ changes: ProfileChanges }));
export const ContactDetailsChanged = defineEvent(
  'ContactDetailsChanged',
  /**
   * Which private fields changed; their values live outside events. `shown` says whether the public
   * contact fields are now filled, which listings filter on (absent in events written before it existed).
   */
  z.object({
    fields: z.array(z.enum(['email', 'contactEmail', 'phone', 'password'])).min(1),
    shown: z.object({ contactEmail: z.boolean(), phone: z.boolean() }).partial().optional(),
  }),
);
export const FavoriteToggled = defineEvent(
  'FavoriteToggled',
  z.object({ favoritedUserId: Id, isFavorited: z.boolean() }),
);
export const ReminderAcknowledged = defineEvent('ReminderAcknowledged', z.object({ reminder: z.enum(REMINDERS) }));
export const VerificationStateChanged = defineEvent(
  'VerificationStateChanged',
  z.object({ state: z.enum(VERIFICATION_STATES).nullable() }),
);
export const UserApproved = defineEvent('UserApproved', z.object({}));
/** Staff's note to the member, shown on their own profile (docs/product.md §3); null removes it. */
export const StaffNoteSet = defineEvent(
  'StaffNoteSet',
  z.object({ note: z.string().trim().min(1).max(1000).nullable() }),
);
/**
 * Staff asked the member to complete their profile: the member is pending and under review until they save a
 * complete profile (ProfileCompleted) or staff withdraw the request (docs/product.md §4); either gives back the
 * pending state they had before (`wasPending`), unless staff approved them in between.
 */
export const ProfileCompletionRequested = defineEvent(
  'ProfileCompletionRequested',
  z.object({ wasPending: z.boolean() }),
);
export const ProfileCompletionWithdrawn = defineEvent('ProfileCompletionWithdrawn', z.object({}));
export const ProfileCompleted = defineEvent('ProfileCompleted', z.object({}));
/** A static profile stays listed however long its owner is away (docs/product.md §4: the 18-day rule skips it). */
export const StaticSet = defineEvent('StaticSet', z.object({ isStatic: z.boolean() }));
export const RankOverridden = defineEvent('RankOverridden', z.object({ rank: z.number().int().min(1).nullable() }));
export const ProfileClaimed = defineEvent('ProfileClaimed', z.object({ username: z.string().min(1).max(64) }));
export const UserDeleted = defineEvent('UserDeleted', z.object({ notifyReporters: z.boolean() }));
export const MergeStarted = defineEvent('MergeStarted', z.object({ mergeId: Id, targetUserId: Id }));
export const FavoritesMerged = defineEvent(
  'FavoritesMerged',
  z.object({ mergeId: Id, sourceUserId: Id, favoriteUserIds: z.array(Id) }),
);
export const UserMergedInto = defineEvent('UserMergedInto', z.object({ mergeId: Id, targetUserId: Id }));

/**
 * Staff "log in as" (docs/product.md §1): an admin was given a one-time, short-lived login link for this member (the
 * reason is in the metadata), then the link opened a session as the member with the admin recorded as
 * impersonator. Neither changes the member; both are there so the history shows who acted as whom.
 */
export const LoginAsLinkIssued = defineEvent('LoginAsLinkIssued', z.object({ linkId: Id, expiresAt: Instant }));
export const LoginAsLinkUsed = defineEvent('LoginAsLinkUsed', z.object({ linkId: Id }));

/**
 * Staff took the full extract of the member's data (`POST /api/users/{id}/extract`: private messages,
 * contact details, payments). Who and why are the event's metadata (actor, reason); it is appended before
 * the file is built, so no extract ever leaves without its trace in the member's history. `exportVersion`
 * says which shape of document was handed over.
 */
export const UserDataExtracted = defineEvent(
  'UserDataExtracted',
  z.object({ exportVersion: z.number().int().positive() }),
);

/** The member used the site (sign-in, or activity at most hourly): drives last-seen and the 18-day rule. */
export const UserSeen = defineEvent('UserSeen', z.object({}));

const StorageKey = z.string().min(1).max(300);
export const PictureAdded = defineEvent(
  'PictureAdded',
  z.object({
    pictureId: PictureId,
    /** Storage key of the metadata-free original. */
    url: StorageKey,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);
export const PictureApproved = defineEvent('PictureApproved', z.object({ pictureId: PictureId }));
export const PictureDeclined = defineEvent(
  'PictureDeclined',
  z.object({ pictureId: PictureId, note: z.string().trim().min(1).max(500) }),
);
/** Staff took back an approval or a decline (the moderation queue's undo): the picture awaits review again. */
export const PictureReturnedToPending = defineEvent('PictureReturnedToPending', z.object({ pictureId: PictureId }));
/** `byStaff` removals notify the member (pictureRemoved, docs/product.md §3). */
export const PictureRemoved = defineEvent('PictureRemoved', z.object({ pictureId: PictureId, byStaff: z.boolean() }));
export const ProfilePictureSet = defineEvent('ProfilePictureSet', z.object({ pictureId: PictureId }));
/** Moves a picture to the front of the gallery. */
export const PicturePriorityBumped = defineEvent('PicturePriorityBumped', z.object({ pictureId: PictureId }));
export const PictureRotationChanged = defineEvent(
  'PictureRotationChanged',
  z.object({ pictureId: PictureId, inRotation: z.boolean() }),
);
export const PicturesReordered = defineEvent('PicturesReordered', z.object({ pictureIds: z.array(PictureId) }));
/** A picture for staff only, proving who the member is; it moves verification to pending. */
export const VerificationPictureAdded = defineEvent(
  'VerificationPictureAdded',
  z.object({ pictureId: PictureId, url: StorageKey }),
);

export const userEvents = [
  UserRegistered,
  RoleSwitched,
  VirtualLocked,
  VirtualUnlocked,
  AvailabilityChanged,
  GhostModeChanged,
  VipSet,
  VipExtended,
  VipExpired,
  ProfileEdited,
  ContactDetailsChanged,
  FavoriteToggled,
  ReminderAcknowledged,
  VerificationStateChanged,
  UserApproved,
  StaffNoteSet,
  ProfileCompletionRequested,
  ProfileCompletionWithdrawn,
  ProfileCompleted,
  StaticSet,
  RankOverridden,
  ProfileClaimed,
  UserDeleted,
  MergeStarted,
  FavoritesMerged,
  UserMergedInto,
  LoginAsLinkIssued,
  LoginAsLinkUsed,
  UserDataExtracted,
  UserSeen,
  PictureAdded,
  PictureApproved,
  PictureDeclined,
  PictureReturnedToPending,
  PictureRemoved,
  ProfilePictureSet,
  PicturePriorityBumped,
  PictureRotationChanged,
  PicturesReordered,
  VerificationPictureAdded,
] as const;

/** The user stream's events as a discriminated union on `type`. */
export type UserEvent = DataOf<(typeof userEvents)[number]>;
