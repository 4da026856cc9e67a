import { z } from 'zod';
import { ContactFields, Email, ProfileChanges, REMINDERS, ROLES, VERIFICATION_STATES } from '@annuaire/shared';
import { listQuery } from '../api/simpleRest';

/**
 * `PATCH /api/user`: availability (`online`: now, a time within 24 hours for "available later", or null), ghost mode (`ghost`, docs/product.md §7), profile fields,
 * and the private contact fields (kept outside events).
 */
export const PatchCurrentUser = ProfileChanges.extend({
  online: z.union([z.iso.datetime({ offset: true }), z.null()]),
  ghost: z.boolean(),
  // The same rule as the edit form's contact fields (shared).
  ...ContactFields.shape,
})
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'nothing to change');

export const ReminderBody = z.object({ reminder: z.enum(REMINDERS) }).strict();
export const FavoriteBody = z.object({ favoritedUserId: z.string().min(1).max(64), isFavorited: z.boolean() }).strict();
export const FavoritesQuery = z.object({ ids: z.string().max(4000).optional() });

/** Staff actions that touch money, roles or identity carry a reason (recorded in the event metadata). */
export const Reason = z.string().trim().min(3).max(500);
export const UserIdParams = z.object({ id: z.string().min(1).max(64) });

export const StaffEditUser = ProfileChanges.extend({ reason: Reason }).strict();
export const SetVipBody = z.object({ until: z.iso.datetime({ offset: true }).nullable(), reason: Reason }).strict();
export const SetRankBody = z.object({ rank: z.number().int().min(1).max(100_000).nullable(), reason: Reason }).strict();
export const ReasonBody = z.object({ reason: Reason }).strict();
/** Staff's note to the member (docs/product.md §3); null removes it. */
export const StaffNoteBody = z.object({ note: z.string().trim().min(1).max(1000).nullable() }).strict();
export const ProfileCompletionBody = z.object({ requested: z.boolean(), reason: Reason.optional() }).strict();
export const StaticBody = z.object({ isStatic: z.boolean(), reason: Reason }).strict();
export const VirtualLockBody = z.object({ locked: z.boolean(), reason: Reason }).strict();
export const VerificationBody = z
  .object({ state: z.enum(VERIFICATION_STATES).nullable(), reason: Reason.optional() })
  .strict();
export const DeleteUserQuery = z.object({ notifyReporters: z.enum(['true', 'false']).default('false') });
export const ClaimBody = z.object({ email: Email, reason: Reason }).strict();

const UserId = z.string().min(1).max(64);

/** `POST /api/merge-users`: the duplicate, the account that stays, and why. */
export const MergeBody = z.object({ sourceUserId: UserId, targetUserId: UserId, reason: Reason }).strict();
/** react-admin clears a filter by sending null; null and absent mean the same: no filter. */
const optional = <T extends z.ZodType>(schema: T) => schema.nullish();

/** The columns the users list sorts on, as react-admin names them. */
export const USER_SORTS = ['createdAt', 'username', 'role', 'lastSeenAt', 'credits'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** `none`: users who never started a verification. */
export const VERIFICATION_FILTERS = [...VERIFICATION_STATES, 'none'] as const;
export const USER_STATUSES = ['active', 'merging', 'merged', 'deleted'] as const;

/**
 * The filters of the backoffice users list (issue 8): `id` is what react-admin's getMany sends, `q`
 * searches username, email and id.
 */
export const UserListFilter = z
  .object({
    id: optional(z.union([UserId, z.array(UserId).max(500)])),
    q: optional(z.string().trim().max(100)),
    role: optional(z.enum(ROLES)),
    pending: optional(z.boolean()),
    vip: optional(z.boolean()),
    libertine: optional(z.boolean()),
    flagged: optional(z.boolean()),
    verificationState: optional(z.enum(VERIFICATION_FILTERS)),
    region: optional(z.string().trim().min(1).max(80)),
    status: optional(z.enum(USER_STATUSES)),
  })
  .strict();
export type UserListFilter = z.infer<typeof UserListFilter>;

export const AdminListUsersQuery = listQuery(USER_SORTS, UserListFilter);

export const MergePreviewQuery = z.object({ sourceUserId: UserId, targetUserId: UserId });
