import type { Context, Next } from 'koa';
import type { Kysely } from 'kysely';
import { findUserById, type UsersDatabase } from '@annuaire/projections';
import { mayPerform } from '@annuaire/shared';
import { HttpError } from '../api/errors';
import type { LoginLinksDatabase } from './loginLinks';
import type { SessionsDatabase, SessionState } from './sessions';

/**
 * For the routes that change who can get into an account (email, password, resets, signing the member
 * out of their devices): refused with 403 `impersonation_forbidden` in a staff "log in as" session
 * (docs/product.md §1). Staff log in as a member to see and help with the profile; taking the account over, or
 * locking its owner out, must stay the owner's own act, done from the owner's own session.
 * Anonymous callers and the member themself pass.
 */
export async function refuseImpersonation(ctx: Context, next: Next): Promise<void> {
  if ((ctx.state as Partial<SessionState>).session?.impersonatorId) {
    throw new HttpError(
      403,
      'impersonation_forbidden',
      'Not while logged in as a member: only the member can change their email, password or sessions',
    );
  }
  await next();
}

/**
 * Whether the staff member behind a "log in as" session or link may still log in as members: a live account
 * whose role holds the `loginAs` staff action now (docs/product.md §6 "Staff actions"), not when the link was
 * issued. One primary-key read of the users read model, the same the request's own actor costs.
 */
export async function mayStillImpersonate<DB>(db: Kysely<DB>, impersonatorId: string): Promise<boolean> {
  const impersonator = await findUserById(db as unknown as Kysely<UsersDatabase>, impersonatorId);
  return impersonator?.status === 'active' && mayPerform(impersonator.state.role, 'loginAs');
}

/**
 * Ends every "log in as" session the staff member opened and voids every link they issued and nobody used:
 * what a revoked admin held stops working at once and for good, even if the role is given back within the
 * hour. Deleting the rows also closes the live-update streams of those sessions (live/sessionCheck.ts).
 */
export async function endImpersonationsBy<DB>(
  db: Kysely<DB>,
  impersonatorId: string,
): Promise<{ sessions: number; links: number }> {
  const sessions = await (db as unknown as Kysely<SessionsDatabase>)
    .deleteFrom('auth_sessions')
    .where('impersonator_id', '=', impersonatorId)
    .executeTakeFirst();
  const links = await (db as unknown as Kysely<LoginLinksDatabase>)
    .deleteFrom('auth_login_links')
    .where('impersonator_id', '=', impersonatorId)
    .executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), links: Number(links.numDeletedRows) };
}

/**
 * A "log in as" session is only as good as its impersonator's right to open it: checked on every request of
 * such a session (members' own sessions cost nothing more). When the right is gone (role changed, account
 * deleted or merged), every session and link of that staff member ends and this request goes on as a
 * visitor's, so member routes answer 401 `unauthenticated` like after any logout.
 */
export async function endRevokedImpersonation<DB>(db: Kysely<DB>, state: SessionState): Promise<void> {
  const impersonatorId = state.session?.impersonatorId;
  if (!impersonatorId || (await mayStillImpersonate(db, impersonatorId))) return;
  await endImpersonationsBy(db, impersonatorId);
  state.session = null;
}
