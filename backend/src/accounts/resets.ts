import type { Kysely } from 'kysely';
import type { EventMetadata } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { hashPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import { countInWindow } from '../auth/rateLimit';
import {
  claimProfileMail,
  emailChangeAttemptMail,
  registrationAttemptMail,
  resetEmailMail,
  resetPasswordMail,
  type MailLocale,
} from '../mail/templates';
import { runUserCommand } from '../users/commands';
import { findAccountById, findAccountByIdentifier, updateAccount } from './repository';
import type { AccountsDatabase } from './schema';
import { consumeToken, createToken } from './tokens';

type Deps = Pick<ApiDependencies, 'db' | 'store' | 'mailer' | 'config' | 'now'>;

const invalidToken = () => new HttpError(400, 'invalid_token', 'This link is invalid, expired or already used');
const link = (deps: Deps, path: string, token?: string, extra = '') =>
  `${deps.config.PUBLIC_URL}${path}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}${extra}`;

/**
 * Mails a reset link when the address belongs to a live account; says nothing either way (no
 * enumeration). The mail goes to the outbox, sent later by the background sender: the request takes
 * no longer for a known address than for an unknown one by waiting on a mail server.
 */
export async function requestPasswordReset(deps: Deps, email: string, locale: MailLocale): Promise<void> {
  const account = await findAccountByIdentifier(deps.db, email);
  if (!account || account.email.toLowerCase() !== email.toLowerCase()) return;
  const token = await createToken(deps.db, account.user_id, 'reset-password', deps.now());
  const mail = resetPasswordMail({ locale, link: link(deps, '/reset-password', token), username: account.username });
  await deps.mailer.send({ to: account.email, ...mail });
}

/**
 * Sets a new password with an emailed token and signs every device out. A profile-claim token also
 * lets the new owner choose the username and email the profile will be known by.
 */
export async function resetPassword(
  deps: Deps,
  input: { token: string; password: string; username?: string; email?: string },
  metadata: EventMetadata,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  // One transaction: a claim refused for a taken (or look-alike) username or email keeps its token, so
  // the new owner can try another name with the same link.
  const accounts = deps.db as Kysely<AccountsDatabase>;
  const found = await accounts.transaction().execute(async (trx) => {
    const token = await consumeToken(trx, input.token, ['reset-password', 'claim'], deps.now());
    if (!token) throw invalidToken();
    const claimed = token.purpose === 'claim';
    await updateAccount(trx, token.userId, {
      password_hash: passwordHash,
      ...(claimed && input.username ? { username: input.username } : {}),
      ...(claimed && input.email ? { email: input.email } : {}),
    });
    return token;
  });
  const claim = found.purpose === 'claim';
  const actor = { ...metadata, actorId: found.userId, actorRole: metadata.actorRole };
  if (claim) {
    const account = await findAccountById(deps.db, found.userId);
    await runUserCommand(deps, found.userId, { type: 'ClaimProfile', username: account!.username }, actor);
  }
  const fields = claim && input.email ? (['password', 'email'] as const) : (['password'] as const);
  await runUserCommand(deps, found.userId, { type: 'ChangeContactDetails', fields: [...fields] }, actor);
  await revokeAllSessions(deps.db, found.userId);
}

/**
 * Mails a confirmation link to the new address; the change happens when it is followed. An address
 * that belongs to another account answers the same (nothing tells the member it exists): its owner
 * is told instead, and no link is made.
 */
export async function requestEmailChange(deps: Deps, userId: string, email: string, locale: MailLocale) {
  const taken = await findAccountByIdentifier(deps.db, email);
  if (taken && taken.user_id !== userId) return tellEmailOwner(deps, email, 'email-change', locale);
  const account = await findAccountById(deps.db, userId);
  const token = await createToken(deps.db, userId, 'reset-email', deps.now(), email);
  const mail = resetEmailMail({ locale, link: link(deps, '/reset-email', token), username: account?.username ?? '' });
  await deps.mailer.send({ to: email, ...mail });
}

export async function resetEmail(deps: Deps, token: string, metadata: EventMetadata): Promise<void> {
  const found = await consumeToken(deps.db, token, ['reset-email'], deps.now());
  if (!found?.newEmail) throw invalidToken();
  await updateAccount(deps.db, found.userId, { email: found.newEmail });
  await runUserCommand(
    deps,
    found.userId,
    { type: 'ChangeContactDetails', fields: ['email'] },
    {
      ...metadata,
      actorId: found.userId,
    },
  );
}

/** Staff hand a profile to its real owner: a claim link by mail, valid a week. */
export async function sendProfileClaim(deps: Deps, userId: string, email: string, locale: MailLocale) {
  const account = await findAccountById(deps.db, userId);
  if (!account || account.status !== 'active') throw new HttpError(404, 'not_found', 'User not found');
  const token = await createToken(deps.db, userId, 'claim', deps.now());
  const mail = claimProfileMail({
    locale,
    link: link(deps, '/reset-password', token, '&claim=1'),
    username: account.username,
  });
  await deps.mailer.send({ to: email, ...mail });
}

const DAY = 86_400_000;

/**
 * Tells the owner of `email` that someone tried to register with it, or to move another account to
 * it, so probing for accounts is seen by those probed. At most one such mail per address and day:
 * the form cannot be used to flood someone's inbox.
 */
export async function tellEmailOwner(
  deps: Deps,
  email: string,
  attempt: 'registration' | 'email-change',
  locale: MailLocale,
): Promise<void> {
  const owner = await findAccountByIdentifier(deps.db, email);
  if (!owner || owner.email.toLowerCase() !== email.toLowerCase()) return;
  const notices = await countInWindow(deps.db, {
    name: 'taken-email-notice',
    key: owner.email.toLowerCase(),
    at: deps.now().getTime(),
    windowMs: DAY,
  });
  if (notices.count > 1) return;
  const mail =
    attempt === 'registration'
      ? registrationAttemptMail({ locale, link: link(deps, '/reset-password'), username: owner.username })
      : emailChangeAttemptMail({ locale, link: link(deps, '/login'), username: owner.username });
  await deps.mailer.send({ to: owner.email, ...mail });
}
