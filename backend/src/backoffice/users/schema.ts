import { z } from 'zod';
import { ROLES, VERIFICATION_STATES } from '@annuaire/shared';
import { listQuery } from '../../api/admin/simpleRest';

const UserId = z.string().min(1).max(64);
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
