import type { CurrentUser } from './currentUser';

/**
 * A user as staff see them (`GET /api/users/{id}` for staff, the backoffice's users resource): everything the
 * member sees of themselves, plus what only staff read. Built by backend/src/users/dto.ts `toStaffUser`.
 */
export type StaffUser = CurrentUser & {
  /** react-admin's record id: the user id again. */
  readonly id: string;
  /** The read model's lifecycle status: active, merging, merged or deleted. */
  readonly status: string;
  readonly rankOverride: number | null;
  /** Listed whatever the owner's inactivity (docs/product.md §4). */
  readonly isStatic: boolean;
  /** The user this account was merged into, once merged. */
  readonly mergedInto: string | null;
  readonly updatedAt: string;
};
