import * as z from 'zod/mini';
import { PictureSummary, UserCard } from '@/lib/user-card';

const Tour = z.object({
  destinations: z.array(z.string()),
  startsOn: z.string(),
  endsOn: z.string(),
  description: z.string(),
});
export type Tour = z.infer<typeof Tour>;

const Rate = z.object({ minutes: z.number(), price: z.number(), place: z.enum(['incall', 'outcall']) });
export type Rate = z.infer<typeof Rate>;

/** GET /api/users/{username}: the card plus everything the profile page shows (docs/api.md, Directory). */
export const Profile = z.extend(UserCard, {
  listed: z.boolean(),
  pictures: z.array(PictureSummary),
  incall: z.boolean(),
  outcall: z.boolean(),
  virtual: z.boolean(),
  websiteUrl: z.nullish(z.string()),
  tour: z.nullish(Tour),
  verified: z.boolean(),
  /** Null for ghost members: they are not shown as active. */
  lastSeenAt: z.nullable(z.string()),
  memberSince: z.string(),
  messagingAvailable: z.boolean(),
  contact: z.nullable(z.object({ phone: z.nullable(z.string()), email: z.nullable(z.string()) })),
  /** Sent only once the profile is verified (docs/product.md §6). */
  age: z.optional(z.number()),
  /** Spoken languages (shared `SPOKEN_LANGUAGES` codes) and rates; optional for answers cached before they existed. */
  languages: z.optional(z.array(z.string())),
  rates: z.optional(z.array(Rate)),
});
export type Profile = z.infer<typeof Profile>;
