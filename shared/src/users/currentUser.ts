/**
 * `GET /api/user` (also the answer of sign-in, registration, `PATCH /api/user` and the reminders): the member
 * as they see themselves. The UIs check the answer with this one schema.
 *
 * Written with zod/mini, not classic zod like the input schemas: the site validates this answer on every
 * page view, and mini keeps that validator a few kilobytes. For the same reason this file imports only
 * zod-free modules (roles, permissions, types); the value lists below restate lists that sit beside
 * classic zod schemas, and the type checks under each list keep them equal to the originals.
 */
import * as z from 'zod/mini';
import type { Gender } from '../accounts/schemas';
import { PERMISSIONS } from '../permissions';
import { ROLES } from '../roles';
import type { PictureModerationState } from './pictures';
import { SPOKEN_LANGUAGES } from './languages';
import type { VerificationState } from './profile';

/** Compiles only when `List` names every member of `Union` (the `satisfies` beside each list says "only"). */
type Complete<Union, List extends readonly unknown[]> = [Exclude<Union, List[number]>] extends [never] ? true : never;

const GENDER_VALUES = ['woman', 'man', 'trans-woman', 'trans-man'] as const satisfies readonly Gender[];
const _allGenders: Complete<Gender, typeof GENDER_VALUES> = true;

const VERIFICATION_VALUES = [
  'denied',
  'verified',
  'verificationRequested',
  'verificationRequestedAgain',
  'verificationPending',
] as const satisfies readonly VerificationState[];
const _allVerificationStates: Complete<VerificationState, typeof VERIFICATION_VALUES> = true;

/** A gallery picture's moderation state as its owner sees it (docs/product.md §4: pending, and declined with a note). */
export const PICTURE_STATES = ['approved', 'pending', 'declined'] as const satisfies readonly PictureModerationState[];
const _allPictureStates: Complete<PictureModerationState, typeof PICTURE_STATES> = true;

/** One gallery picture as the user stream folds it (shared/src/users/pictures.ts `Picture`). */
const PictureFields = {
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  approved: z.boolean(),
  pending: z.boolean(),
  note: z.nullable(z.string()),
  inRotation: z.boolean(),
  addedAt: z.string(),
};

/** A gallery picture as its owner sees it: with its moderation state and the moderator's note. */
export const OwnPicture = z.object({ ...PictureFields, state: z.enum(PICTURE_STATES) });
export type OwnPicture = z.infer<typeof OwnPicture>;

/** One row of the rates table (profile.ts `Rate`). */
const RateFields = z.object({ minutes: z.number(), price: z.number(), place: z.enum(['incall', 'outcall']) });

/** A listing place: a region key and, unless the region is standalone, a city key (users/location.ts). */
const Place = z.object({ region: z.string(), city: z.nullable(z.string()) });

/** Tour mode as saved (users/profile.ts `Tour`). */
const TourFields = z.object({
  destinations: z.array(z.string()),
  startsOn: z.string(),
  endsOn: z.string(),
  description: z.string(),
});

export const CurrentUser = z.object({
  _id: z.string(),
  username: z.string(),
  /** The sign-in address; null only for a member whose private account record is missing. */
  email: z.nullable(z.string()),
  /** The public contact fields, kept outside events (users/account.ts `ContactFields`). */
  contactEmail: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  role: z.enum(ROLES),
  gender: z.enum(GENDER_VALUES),
  /** What the role may do (permissions.ts), so the UIs hide what the server would refuse. */
  permissions: z.array(z.enum(PERMISSIONS)),
  /** VIP expiry; VIP while in the future. */
  vip: z.nullable(z.string()),
  /** Whether VIP is active at the time of the answer. */
  vipActive: z.boolean(),
  pending: z.boolean(),
  libertine: z.boolean(),
  incall: z.boolean(),
  outcall: z.boolean(),
  virtual: z.boolean(),
  virtualLocked: z.boolean(),
  bio: z.string(),
  headline: z.string(),
  tags: z.array(z.string()),
  websiteUrl: z.nullable(z.string()),
  tour: z.nullable(TourFields),
  /** Last boost or availability; null when unavailable. */
  online: z.nullable(z.string()),
  ghost: z.boolean(),
  messaging: z.boolean(),
  verificationState: z.nullable(z.enum(VERIFICATION_VALUES)),
  /** The card picture (the chosen approved one, else the first approved); null shows the placeholder. */
  profilePicture: z.nullable(z.object(PictureFields)),
  /** Every gallery picture, pending and declined ones included (docs/product.md §4 badges). */
  pictures: z.array(OwnPicture),
  location: z.nullable(Place),
  secondaryLocation: z.nullable(Place),
  favorites: z.record(z.string(), z.literal(true)),
  credits: z.number(),
  createdAt: z.string(),
  /** Staff's note to the member (docs/product.md §3), shown on their profile. */
  note: z.nullable(z.string()),
  /** Staff asked the member to complete their profile; under review until done (docs/product.md §4). */
  profileCompletionRequested: z.boolean(),
  /** Set when a profile holder has not marked themselves available for a while. */
  showAvailableReminder: z.boolean(),
  /** Which VIP reminder modals are due (users/reminders.ts `dueReminders`); the site shows the first by priority. */
  vipReminder: z.boolean(),
  vipExpiredReminder: z.boolean(),
  vipExpiringReminder: z.boolean(),
  /** The optional profile facts (docs/product.md §3); the member always sees their own age. */
  age: z.nullable(z.number()),
  languages: z.array(z.enum(SPOKEN_LANGUAGES)),
  rates: z.array(RateFields),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
