/**
 * The split point for GET /api/user's validator (lib/current-user.ts loads this module on first use): the
 * shell asks for the member on every page, and the validation code stays out of the first download.
 */
export { CurrentUser } from '@annuaire/shared';
