import { z } from 'zod';
import { Email, PASSWORD_MAX } from '../accounts/schemas';

/** A public phone number as members type it: digits with the usual separators, an optional leading +. */
export const Phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().-]{7,20}$/, 'a phone number');

/**
 * The contact fields a member shows on their profile (kept outside events): the edit form and
 * `PATCH /api/user` check them with this one rule. Null clears a field.
 */
export const ContactFields = z.object({ contactEmail: Email.nullable(), phone: Phone.nullable() });
export const ContactChanges = ContactFields.partial().strict();
export type ContactChanges = z.infer<typeof ContactChanges>;

/**
 * `POST /api/user/delete`: a member deletes their own account at once, confirming with their password (the
 * settings dialog checks the same shape before sending).
 */
export const DeleteAccountInput = z.object({ password: z.string().min(1).max(PASSWORD_MAX) }).strict();
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;
