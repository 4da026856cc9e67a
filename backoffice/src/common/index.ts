/**
 * What the staff app's pieces share, with a stable API for every resource (the users screens here and the
 * staff tools in ../staffTools): data, authentication, permissions, the confirmation of staff actions and
 * the translations.
 */
export { dataProvider, createDataProvider, ADMIN_API, USER_AS_OF, USER_HISTORY, USER_LEDGER } from './dataProvider';
export type { CommandOptions, StaffDataProvider } from './dataProvider';
export { authProvider, currentUser, siteLoginUrl } from './authProvider';
export type { CurrentUser, StaffPermissions } from './authProvider';
export { httpClient, errorBodyOf, errorMessageKey } from './http';
export type { ApiErrorBody } from './http';
export { useStaffRole, roleOf, hasPermission, mayPerform, ROLE_PERMISSIONS, STAFF_ACTIONS } from './permissions';
export type { StaffRole, Permission, Role, StaffAction } from './permissions';
export {
  ConfirmWithReason,
  isValidReason,
  REASON_MIN_LENGTH,
  REASON_MAX_LENGTH,
  type ConfirmWithReasonProps,
  type ReasonMode,
} from './ConfirmWithReason';
export { StaffActionButton, type StaffActionButtonProps } from './StaffActionButton';
export { useStaffCommand, type StaffCommandRequest, type StaffCommandMessages } from './useStaffCommand';
export { registerMessages } from '../i18n/i18nProvider';
