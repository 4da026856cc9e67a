import type { EventMetadata } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { hashPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import { claimProfileMail, resetEmailMail, resetPasswordMail, type MailLocale } from '../mail/templates';
import { runUserCommand } from '../users/commands';
import { findAccountById, findAccountByIdentifier, updateAccount } from './repository';
import { consumeToken, createToken } from './tokens';

type Deps = Pick<ApiDependencies, 'db' | 'store' | 'mailer' | 'config' | 'now'>;

const invalidToken = () => new HttpError(400, 'invalid_token', 'This link is invalid, expired or already used');
const link = (deps: Deps, path: string, token: string, extra = '') =>
  `${deps.config.PUBLIC_URL}${path}?token=${encodeURIComponent(token)}${extra}`;

/** Mails a reset link when the address belongs to a live account; says nothing either way (no enumeration). */
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
  const found = await consumeToken(deps.db, input.token, ['reset-password', 'claim'], deps.now());
  if (!found) throw invalidToken();
  const claim = found.purpose === 'claim';
  await updateAccount(deps.db, found.userId, {
    password_hash: await hashPassword(input.password),
    ...(claim && input.username ? { username: input.username } : {}),
    ...(claim && input.email ? { email: input.email } : {}),
  });
  const actor = { ...metadata, actorId: found.userId, actorRole: metadata.actorRole };
  if (claim) {
    const account = await findAccountById(deps.db, found.userId);
    await runUserCommand(deps, found.userId, { type: 'ClaimProfile', username: account!.username }, actor);
  }
  const fields = claim && input.email ? (['password', 'email'] as const) : (['password'] as const);
  await runUserCommand(deps, found.userId, { type: 'ChangeContactDetails', fields: [...fields] }, actor);
  await revokeAllSessions(deps.db, found.userId);
}

/** Mails a confirmation link to the new address; the change happens when it is followed. */
export async function requestEmailChange(deps: Deps, userId: string, email: string, locale: MailLocale) {
  const taken = await findAccountByIdentifier(deps.db, email);
  if (taken && taken.user_id !== userId) throw new HttpError(409, 'email_taken', 'This email is already registered');
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
