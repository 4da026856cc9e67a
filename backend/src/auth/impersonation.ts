import type { Context, Next } from 'koa';
import { HttpError } from '../api/errors';
import type { SessionState } from './sessions';

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
