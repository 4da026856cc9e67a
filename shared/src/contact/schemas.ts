import { z } from 'zod';
import { CaptchaSolution, Email } from '../accounts/schemas';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** `POST /api/contact`: the contact-us form, validated alike by the site and the server. */
export const ContactInput = z
  .object({
    name: z.string().trim().min(1).max(CONTACT_NAME_MAX),
    email: Email,
    subject: z.string().trim().min(1).max(CONTACT_SUBJECT_MAX),
    message: z.string().trim().min(CONTACT_MESSAGE_MIN).max(CONTACT_MESSAGE_MAX),
    captcha: CaptchaSolution.optional(),
  })
  .strict();
export type ContactInput = z.infer<typeof ContactInput>;
