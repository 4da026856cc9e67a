import type { EventMetadata } from '@annuaire/shared';
import { closeAccount, findAccountById } from '../accounts/repository';
import type { Actor } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { verifyPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import { runUserCommand } from './commands';

/**
 * A member deletes their own account, at once (docs/product.md §1 "delete a user", done by the member): the password
 * proves it is them and not someone at an unlocked screen, then the same `Delete` command staff use
 * records it, the personal data leaves the accounts table and every session ends. No staff confirmation:
 * a request left waiting would keep data the member asked us to erase; reporters are not notified
 * (that is a moderation outcome, not the member leaving).
 */
export async function deleteOwnAccount(
  deps: Pick<ApiDependencies, 'db' | 'store' | 'projections' | 'now'>,
  actor: Actor,
  password: string,
  metadata: EventMetadata,
): Promise<void> {
  // A staff member "logged in as" the member never erases them from here: staff have their own tool.
  if (actor.impersonatorId !== null) {
    throw new HttpError(403, 'impersonation_forbidden', 'Staff delete accounts from the staff tools');
  }
  const account = await findAccountById(deps.db, actor.userId);
  if (!(await verifyPassword(account?.password_hash ?? null, password))) {
    throw new HttpError(403, 'wrong_password', 'The password is not right');
  }
  await runUserCommand(deps, actor.userId, { type: 'Delete', notifyReporters: false }, metadata);
  await closeAccount(deps.db, actor.userId, 'deleted');
  await revokeAllSessions(deps.db, actor.userId);
}
