import { z } from 'zod';

/**
 * Form fields the staff tools share between their react-admin forms and their endpoints. Cleared inputs
 * arrive as `''` or `null` depending on the form library; both mean "none".
 */
export const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Only web addresses: a stored `javascript:` or `data:` URL must never become a link on the site. */
export const WebUrl = z
  .url({ protocol: /^https?$/, error: 'a web address starting with http:// or https://' })
  .max(500);

/** A text written by staff in both languages of the product (docs/product.md §1: French is never second-class). */
export const bilingual = (text: z.ZodString) => z.object({ fr: text, en: text }).strict();
export type Bilingual = { readonly fr: string; readonly en: string };

/** Phone numbers as people write them: digits and the usual separators, with an optional leading +. */
export const PublicPhone = z
  .string()
  .trim()
  .max(40)
  .regex(/^\+?[0-9 ().-]{7,}$/, 'a phone number: digits, spaces, dots, dashes or brackets, with an optional +');

export type StaffLanguage = 'fr' | 'en';
