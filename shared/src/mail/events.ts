import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';

/**
 * An admin opened one mail of the outbox (`GET /api/admin/mail-outbox/{id}`, docs/product.md §6 "read the mail
 * outbox"): who read it is the metadata's actor, like `UserDataExtracted`. Written to `mailReads-{userId}` when
 * the mail went to a member's address, so it shows in that member's history, else to `mailReads-{mailId}`.
 * Appended before the mail is answered: no mail body reaches staff without its trace. Neither the address nor
 * the subject is kept (a contact mail's subject is a visitor's words; addresses stay out of events).
 */
export const OutboxMailRead = defineEvent(
  'OutboxMailRead',
  z.object({ mailId: z.uuid(), recipientUserId: z.string().min(1).max(64).nullable() }),
);

export const mailEvents = [OutboxMailRead] as const;

export type MailEvent = DataOf<(typeof mailEvents)[number]>;
