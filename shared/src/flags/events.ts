import { z } from 'zod';
import { Email } from '../accounts/schemas';
import { defineEvent, type DataOf } from '../events/catalogue';
import { Id } from '../id';

/** What staff may flag (docs/product.md §3 Flag). */
export const FLAG_TYPES = ['email', 'phone'] as const;
export type FlagType = (typeof FLAG_TYPES)[number];

export const FLAG_NOTE_MAX = 500;
export const PHONE_DIGITS_MIN = 7;
/** E.164 allows at most 15 digits. */
export const PHONE_DIGITS_MAX = 15;

/** Phone numbers as staff type them: digits and the usual separators, with an optional leading +. */
const PHONE_SHAPE = /^\+?[0-9 ().-]+$/;

/** Digits only, keeping a leading + so an international number stays recognisable in the list. */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  return `${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^0-9]/g, '')}`;
}

/**
 * The form two values are compared in: emails lowercased; phones reduced to their digits, and a North
 * American number written with its country code 1 treated as the same number without it, because both
 * regional sites serve Canada and people write "+1 514 555 0101" as often as "514-555-0101".
 * The SQL function `accounts.phone_match_key` (backend/src/flags/migration.ts) must stay identical.
 */
export function flagMatchKey(type: FlagType, value: string): string {
  if (type === 'email') return value.trim().toLowerCase();
  const digits = value.replace(/[^0-9]/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

const FlagNote = z.string().trim().max(FLAG_NOTE_MAX);

export const FlagPhoneValue = z
  .string()
  .trim()
  .max(40)
  .regex(PHONE_SHAPE, 'a phone number: digits, spaces, dots, dashes or brackets, with an optional leading +')
  .transform(normalizePhone)
  .refine((phone) => {
    const digits = phone.replace('+', '').length;
    return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
  }, `a phone number has ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits`);

/**
 * A flag as staff enter it, shared by the backoffice form and the API so both apply the same rule:
 * emails are checked and lowercased, phones normalised to their digits.
 */
export const FlagInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('email'), value: Email, note: FlagNote.default('') }).strict(),
  z.object({ type: z.literal('phone'), value: FlagPhoneValue, note: FlagNote.default('') }).strict(),
]);
export type FlagInput = z.infer<typeof FlagInput>;

/** A partial edit; the API merges it with the flag and checks the result with `FlagInput`. */
export const FlagPatch = z
  .object({ type: z.enum(FLAG_TYPES), value: z.string().max(254), note: z.string().max(FLAG_NOTE_MAX) })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');
export type FlagPatch = z.infer<typeof FlagPatch>;

/** Payloads are normalised before the decider sees them; the store only checks their bounds. */
const FlagValue = z.string().min(1).max(254);

/** Events of the `flag-{id}` stream. */
export const FlagCreated = defineEvent(
  'FlagCreated',
  z.object({ flagId: Id, type: z.enum(FLAG_TYPES), value: FlagValue, note: z.string().max(FLAG_NOTE_MAX) }),
);
export const FlagEdited = defineEvent(
  'FlagEdited',
  z.object({
    changes: z
      .object({ type: z.enum(FLAG_TYPES), value: FlagValue, note: z.string().max(FLAG_NOTE_MAX) })
      .partial()
      .refine((changes) => Object.keys(changes).length > 0, 'nothing changed'),
  }),
);
export const FlagDeleted = defineEvent('FlagDeleted', z.object({}));

export const flagEvents = [FlagCreated, FlagEdited, FlagDeleted] as const;

/** The flag stream's events as a discriminated union on `type`. */
export type FlagEvent = DataOf<(typeof flagEvents)[number]>;
