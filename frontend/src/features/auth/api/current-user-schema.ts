import { ROLES, type Gender } from '@annuaire/shared';
import * as z from 'zod/mini';

/**
 * Shared's GENDERS lives beside the form schemas (classic zod, kept out of the first chunk); the type check
 * still ties this list to it.
 */
const GENDER_VALUES = ['woman', 'man', 'trans-woman', 'trans-man'] as const satisfies readonly Gender[];

/** GET /api/user: the signed-in member as the accounts API describes it. */
export const CurrentUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  gender: z.enum(GENDER_VALUES),
  permissions: z.array(z.string()),
  /** VIP expiry; VIP while in the future. */
  vip: z.nullable(z.string()),
  pending: z.boolean(),
  libertine: z.boolean(),
  incall: z.boolean(),
  outcall: z.boolean(),
  virtual: z.boolean(),
  virtualLocked: z.boolean(),
  bio: z.string(),
  headline: z.string(),
  tags: z.array(z.string()),
  /** Last boost or availability; null when unavailable. */
  online: z.nullable(z.string()),
  ghost: z.boolean(),
  messaging: z.boolean(),
  verificationState: z.nullable(z.string()),
  profilePicture: z.nullable(z.object({ url: z.string() })),
  favorites: z.record(z.string(), z.literal(true)),
  credits: z.number(),
  createdAt: z.string(),
  /** VIP reminders the server says are due (shared `dueReminders`); only escorts ever get them. */
  vipReminder: z.optional(z.boolean()),
  vipExpiredReminder: z.optional(z.boolean()),
  vipExpiringReminder: z.optional(z.boolean()),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
