import type { Kysely } from 'kysely';
import { streams, type EventMetadata, type EventStore, type Gender, type Role } from '@annuaire/shared';
import { fold } from '../domain/decider';
import { userDecider } from '../users/decider';
import { insertAccount } from './repository';
import { normaliseUsername } from './usernames';
import type { AccountsDatabase } from './schema';

export interface Registration {
  readonly userId: string;
  readonly username: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly role: Role;
  readonly gender: Gender;
}

/**
 * Claims the username (NFKC, and unlike any live one even to the eye) and the email (unique among live
 * accounts), then records the registration. If the event cannot be written the claim is released, so
 * a failed registration never blocks a name.
 */
export async function registerUser(
  deps: { db: Kysely<AccountsDatabase>; store: EventStore; now: () => Date },
  registration: Registration,
  metadata: EventMetadata,
) {
  const { userId, email, passwordHash, role, gender } = registration;
  const username = normaliseUsername(registration.username);
  const now = deps.now();
  const events = userDecider.decide({ type: 'Register', userId, username, role, gender }, fold(userDecider, []), {
    now,
    newId: () => userId,
  });
  await insertAccount(deps.db, { userId, username, email, passwordHash });
  try {
    return await deps.store.append(streams.user(userId), events, {
      expectedRevision: 'no_stream',
      metadata: { ...metadata, at: now.toISOString() },
    });
  } catch (error) {
    await deps.db.deleteFrom('accounts.accounts').where('user_id', '=', userId).execute();
    throw error;
  }
}
