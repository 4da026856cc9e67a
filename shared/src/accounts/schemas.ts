import { z } from 'zod';

/** Genders of docs/product.md §3, in their extended (URL and API) form. */
export const GENDERS = ['woman', 'man', 'trans-woman', 'trans-man'] as const;
export type Gender = (typeof GENDERS)[number];

/** Roles a person may choose when registering; the others are given by staff. */
export const SELF_REGISTERED_ROLES = ['client', 'escort'] as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

/**
 * Letters, digits, dot, hyphen and underscore, starting with a letter or digit: safe in URLs (/user/{username}).
 * NFKC first, so a fullwidth `ｅｓｃｏｒｔ` or a ligature becomes the plain letters it shows: one visible name,
 * one stored form. (Look-alikes from other scripts are the server's check: see accounts/usernames.ts.)
 */
export const Username = z
  .string()
  .normalize('NFKC')
  .trim()
  .min(USERNAME_MIN)
  .max(USERNAME_MAX)
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u,
    'letters, digits, dot, hyphen or underscore, starting with a letter or digit',
  );

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const Password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

/** The proof-of-work captcha's solution, as the widget hands it over (base64 JSON). */
export const CaptchaSolution = z.string().max(4000);

export const RegisterInput = z.object({
  username: Username,
  email: Email,
  password: Password,
  role: z.enum(SELF_REGISTERED_ROLES),
  gender: z.enum(GENDERS),
  acceptedTerms: z.literal(true, { error: 'the terms of service must be accepted' }),
  captcha: CaptchaSolution.optional(),
});
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({
  /** Username or email. */
  identifier: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
  remember: z.boolean().default(false),
  captcha: CaptchaSolution.optional(),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** An emailed token as the server writes it (base64url); anything else cannot be one of ours. */
export const ResetToken = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);
/** Asks for a reset link by email. Strict: a body carrying a token is a confirmation, never a request. */
export const ResetPasswordRequest = z.object({ email: Email, captcha: CaptchaSolution.optional() }).strict();
/** Sets a new password with the emailed token; a profile claim also chooses the username and email. */
export const ResetPasswordConfirm = z.object({
  token: ResetToken,
  password: Password,
  username: Username.optional(),
  email: Email.optional(),
});
export const ResetPasswordInput = z.union([ResetPasswordConfirm, ResetPasswordRequest]);

/** A logged-in member asks to move to a new email; the link goes to the new address. */
export const ResetEmailRequest = z.object({ email: Email, captcha: CaptchaSolution.optional() });
export const ResetEmailConfirm = z.object({ token: z.string().min(20).max(200) });
export const ResetEmailInput = z.union([ResetEmailConfirm, ResetEmailRequest]);
