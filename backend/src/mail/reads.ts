import type { Kysely } from 'kysely';
import { streams, type EventMetadata, type EventStore } from '@annuaire/shared';
import { findAccountByIdentifier } from '../accounts/repository';
import type { AccountsDatabase } from '../accounts/schema';
import type { OutboxMail } from './outbox';

/** The member whose address a mail went to, when it is a live account's sign-in address. */
async function recipientOf(db: Kysely<AccountsDatabase>, address: string): Promise<string | null> {
  const account = await findAccountByIdentifier(db, address);
  return account && account.email.toLowerCase() === address.toLowerCase() ? account.user_id : null;
}

/**
 * Records that staff read this mail (`OutboxMailRead`, shared/src/mail/events.ts): in the recipient member's
 * history when the address is a member's, as an extract is (docs/product.md §6 "Privacy and retention"), else
 * under the mail's own id. Called before the mail is answered, so no reading goes unrecorded.
 */
export async function recordMailRead(
  deps: { db: Kysely<unknown>; store: EventStore },
  mail: OutboxMail,
  metadata: EventMetadata,
): Promise<void> {
  const recipientUserId = await recipientOf(deps.db as Kysely<AccountsDatabase>, mail.to);
  await deps.store.append(
    streams.mailReads(recipientUserId ?? mail.id),
    [{ type: 'OutboxMailRead', data: { mailId: mail.id, recipientUserId } }],
    { metadata },
  );
}
