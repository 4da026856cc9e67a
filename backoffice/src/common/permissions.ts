import { usePermissions } from 'react-admin';
import { hasPermission, mayPerform, type Permission, type Role, type StaffAction } from '@annuaire/shared';
import type { StaffPermissions } from './authProvider';

export { hasPermission, mayPerform, ROLE_PERMISSIONS, STAFF_ACTIONS } from '@annuaire/shared';
export type { Permission, Role, StaffAction } from '@annuaire/shared';

/** The role in react-admin's permissions (what the authProvider's getPermissions answers), or null. */
export function roleOf(permissions: unknown): Role | null {
  return (permissions as StaffPermissions | null | undefined)?.role ?? null;
}

export interface StaffRole {
  /** Null while loading and for logged-out visitors. */
  readonly role: Role | null;
  readonly isPending: boolean;
  /** Holds a permission of docs/product.md §6 (ACCESS_HQ, CAMPAIGNS, VIEW_ALL_USERS, ...). */
  can(permission: Permission): boolean;
  /** May perform a staff action (STAFF_ACTIONS in shared/src/permissions.ts: login as, deposit, ...). */
  may(action: StaffAction): boolean;
}

/**
 * The staff member's role and what it allows, from the same table the server enforces; the UI only
 * hides what the server would refuse anyway.
 */
export function useStaffRole(): StaffRole {
  const { permissions, isPending } = usePermissions<StaffPermissions | null>();
  const role = roleOf(permissions);
  return {
    role,
    isPending,
    can: (permission) => hasPermission(role, permission),
    may: (action) => mayPerform(role, action),
  };
}
