import {
  balanceOf,
  findUserById,
  type CreditsDatabase,
  type UserRecord,
  type UsersDatabase,
} from '@annuaire/projections';
import type { Kysely } from 'kysely';
import { findAccountById } from '../accounts/repository';
import type { AccountsDatabase } from '../accounts/schema';
import { HttpError } from '../api/errors';
import {
  dueReminders,
  isVip,
  mayToggleAvailability,
  moderationStateOf,
  permissionsOf,
  profilePictureOf,
  type CurrentUser,
  type StaffUser,
} from '@annuaire/shared';
import type { Account } from '../accounts/repository';

/** Hours without an availability mark after which escorts are reminded to show they are available. */
const AVAILABLE_REMINDER_HOURS = 24;

/** What GET /api/user answers: typed by the shared schema the site checks it with, so the two cannot drift. */
export function toCurrentUser(record: UserRecord, account: Account | null, credits: number, now: Date): CurrentUser {
  const { state } = record;
  const onlineRecently =
    state.online !== null && now.getTime() - Date.parse(state.online) < AVAILABLE_REMINDER_HOURS * 3_600_000;
  return {
    _id: state.userId,
    username: state.username,
    email: account?.email ?? null,
    contactEmail: account?.contact_email ?? null,
    phone: account?.phone ?? null,
    role: state.role,
    gender: state.gender,
    permissions: [...permissionsOf(state.role)],
    vip: state.vipUntil,
    vipActive: isVip(state, now),
    pending: state.pending,
    libertine: state.libertine,
    incall: state.incall,
    outcall: state.outcall,
    virtual: state.virtual,
    virtualLocked: state.virtualLocked,
    bio: state.bio,
    headline: state.headline,
    tags: [...state.tags],
    websiteUrl: state.websiteUrl,
    tour: state.tour,
    online: state.online,
    ghost: state.ghost,
    messaging: state.messaging,
    verificationState: state.verificationState,
    profilePicture: profilePictureOf(state.pictures, state.profilePictureId),
    /** Every gallery picture with its moderation state (docs/product.md §4 pending and declined badges). */
    pictures: state.pictures.map((picture) => ({ ...picture, state: moderationStateOf(picture) })),
    location: state.location,
    secondaryLocation: state.secondaryLocation,
    favorites: state.favorites,
    credits,
    createdAt: record.createdAt,
    note: state.note,
    profileCompletionRequested: state.profileCompletionRequested,
    showAvailableReminder: mayToggleAvailability(state) && !state.ghost && !onlineRecently,
    // docs/product.md §3 user fields: which VIP reminder modals are due (the site shows the first by priority).
    ...dueReminders(state, now),
    age: state.age ?? null,
    languages: [...(state.languages ?? [])],
    rates: [...(state.rates ?? [])],
  };
}

/** A user as staff see them in the backoffice: everything, plus status; typed by the shared contract it reads. */
export function toStaffUser(record: UserRecord, account: Account | null, credits: number, now: Date): StaffUser {
  return {
    ...toCurrentUser(record, account, credits, now),
    id: record.state.userId,
    status: record.status,
    rankOverride: record.state.rankOverride,
    isStatic: record.state.isStatic,
    mergedInto: record.state.mergedInto,
    updatedAt: record.updatedAt,
  };
}

/** The tables a member answer reads: the users read model, the accounts and the credits ledger (one pool). */
type MemberDatabase = UsersDatabase & AccountsDatabase & CreditsDatabase;

/** Loads what the member answers are made of: the read model, the private fields and the balance. */
async function loadUser(db: Kysely<MemberDatabase>, userId: string) {
  const [record, account, credits] = await Promise.all([
    findUserById(db, userId),
    findAccountById(db, userId),
    balanceOf(db, userId),
  ]);
  if (!record) throw new HttpError(404, 'not_found', 'User not found');
  return { record, account, credits };
}

export async function currentUserOf(db: Kysely<MemberDatabase>, userId: string, now: Date): Promise<CurrentUser> {
  const { record, account, credits } = await loadUser(db, userId);
  return toCurrentUser(record, account, credits, now);
}

export async function staffUserOf(db: Kysely<MemberDatabase>, userId: string, now: Date): Promise<StaffUser> {
  const { record, account, credits } = await loadUser(db, userId);
  return toStaffUser(record, account, credits, now);
}
