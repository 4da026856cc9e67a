import {
  evolveUser,
  hasPermission,
  initialUserState,
  ROLES,
  type Role,
  type UserEvent,
  type UserState,
  unreachable,
} from '@annuaire/shared';
import { conflictError, DomainError, notFoundError, type Decider } from '../domain/decider';

/** The roles that open the staff area (docs/product.md §6): the ones an operator grants and revokes. */
export const STAFF_ROLES: readonly Role[] = ROLES.filter((role) => hasPermission(role, 'ACCESS_HQ'));

export type StaffRoleCommand = { type: 'GrantStaffRole'; role: Role } | { type: 'RevokeStaffRole'; role: Role };

const requireStaffRole = (role: Role) => {
  if (!STAFF_ROLES.includes(role)) {
    throw new DomainError(400, 'unknown_role', `${role} is not a staff role (${STAFF_ROLES.join(', ')})`);
  }
};

/**
 * Operators' role changes on a `user-{id}` stream, recorded as the same `RoleSwitched` event staff
 * switches use, so the role history and audit (backend/src/audit/replay.ts) show them with no new event
 * type. A member holds one role (docs/product.md §6): granting replaces it; revoking returns the account
 * to a plain client, from which an admin may switch it to escort in the backoffice.
 */
export const staffRoleDecider: Decider<StaffRoleCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide(command, state) {
    if (!state.exists || state.deleted || state.mergedInto) throw notFoundError('User');
    requireStaffRole(command.role);
    switch (command.type) {
      case 'GrantStaffRole':
        if (state.role === command.role) return [];
        return [{ type: 'RoleSwitched', data: { from: state.role, to: command.role, libertine: false } }];
      case 'RevokeStaffRole':
        if (state.role !== command.role) {
          throw conflictError('role_not_held', `This user is ${state.role}, not ${command.role}`);
        }
        return [{ type: 'RoleSwitched', data: { from: command.role, to: 'client', libertine: false } }];
      default:
        return unreachable(command, 'staff role command');
    }
  },
};
