import { z } from 'zod';
import { GENDERS } from '../accounts/schemas';
import { SPOKEN_LANGUAGES } from './languages';
import { ProfileLocation } from './location';

/** Profile service tags of docs/product.md §3. */
export const PROFILE_TAGS = [
  'anal',
  'eroticCall',
  'swallow',
  'carCall',
  'costume',
  'deepthroat',
  'domination',
  'duo',
  'facefuck',
  'blowjob',
  'squirt',
  'fetish',
  'gfe',
  'massage',
  'prostateMassage',
  'masturbation',
  'pornstar',
  'strapon',
  'striptease',
  'disabledClient',
  'rolePlay',
] as const;

export const VERIFICATION_STATES = [
  'denied',
  'verified',
  'verificationRequested',
  'verificationRequestedAgain',
  'verificationPending',
] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const REMINDERS = ['vipReminder', 'vipExpiredReminder', 'vipExpiringReminder'] as const;
export type Reminder = (typeof REMINDERS)[number];

export const HEADLINE_MAX = 80;
export const BIO_MAX = 4000;
export const TOUR_MAX_DESTINATIONS = 2;
export const TOUR_MAX_WEEKS = 4;
export const TOUR_DESCRIPTION_MAX = 160;
export const TOUR_MAX_MONTHS_AHEAD = 3;

const DAY = 86_400_000;

/** Age on a profile (docs/product.md §5): adults only; shown publicly once the profile is verified (§6). */
export const AGE_MIN = 18;
export const AGE_MAX = 99;

export { SPOKEN_LANGUAGES, type SpokenLanguage } from './languages';

/** Where a rate applies (docs/product.md §3 rates): at the escort's place or at the client's. */
export const RATE_PLACES = ['incall', 'outcall'] as const;
export const RATES_MAX = 12;
export const RATE_MINUTES_MIN = 15;
export const RATE_MINUTES_MAX = 24 * 60;
export const RATE_PRICE_MAX = 100_000;

/** One row of the rates table: a duration in minutes and its price in whole Canadian dollars (docs/product.md §5). */
export const Rate = z
  .object({
    minutes: z.number().int().min(RATE_MINUTES_MIN).max(RATE_MINUTES_MAX),
    price: z.number().int().min(1).max(RATE_PRICE_MAX),
    place: z.enum(RATE_PLACES),
  })
  .strict();
export type Rate = z.infer<typeof Rate>;

/** Tour mode (docs/product.md §5): at most 2 destinations, 4 weeks long, 160 characters, starting within 3 months. */
export const Tour = z
  .object({
    destinations: z.array(z.string().trim().min(1).max(80)).min(1).max(TOUR_MAX_DESTINATIONS),
    startsOn: z.iso.date(),
    endsOn: z.iso.date(),
    description: z.string().trim().max(TOUR_DESCRIPTION_MAX),
  })
  .refine((tour) => tour.endsOn >= tour.startsOn, { path: ['endsOn'], message: 'must not be before the start' })
  .refine((tour) => Date.parse(tour.endsOn) - Date.parse(tour.startsOn) <= TOUR_MAX_WEEKS * 7 * DAY, {
    path: ['endsOn'],
    message: `a tour lasts at most ${TOUR_MAX_WEEKS} weeks`,
  });
export type Tour = z.infer<typeof Tour>;

/** Fields a member edits on their own profile (docs/product.md §3, §5); every one optional in a PATCH. */
export const ProfileChanges = z
  .object({
    headline: z.string().trim().max(HEADLINE_MAX),
    bio: z.string().trim().max(BIO_MAX),
    tags: z
      .array(z.enum(PROFILE_TAGS))
      .max(PROFILE_TAGS.length)
      .refine((tags) => new Set(tags).size === tags.length, {
        message: 'tags must not repeat',
      }),
    gender: z.enum(GENDERS),
    incall: z.boolean(),
    outcall: z.boolean(),
    virtual: z.boolean(),
    messaging: z.boolean(),
    websiteUrl: z
      .url({ protocol: /^https?$/ })
      .max(300)
      .nullable(),
    tour: Tour.nullable(),
    /** The main listing place (docs/product.md §2 region and city pickers). */
    location: ProfileLocation.nullable(),
    /** The optional second place the profile also appears in. */
    secondaryLocation: ProfileLocation.nullable(),
    /** Adults only (docs/product.md §5); null removes it. */
    age: z.number().int().min(AGE_MIN, { message: 'must be 18 or over' }).max(AGE_MAX).nullable(),
    languages: z
      .array(z.enum(SPOKEN_LANGUAGES))
      .max(SPOKEN_LANGUAGES.length)
      .refine((languages) => new Set(languages).size === languages.length, {
        message: 'languages must not repeat',
      }),
    /** The rates table; one row per duration and place. */
    rates: z
      .array(Rate)
      .max(RATES_MAX)
      .refine((rates) => new Set(rates.map((rate) => `${rate.place}/${rate.minutes}`)).size === rates.length, {
        message: 'one rate per duration and place',
      }),
  })
  .partial()
  .strict();
export type ProfileChanges = z.infer<typeof ProfileChanges>;

/** A tour must start within three months of `now` (checked where the clock is known). */
export function tourStartsTooLate(tour: Tour, now: Date): boolean {
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() + TOUR_MAX_MONTHS_AHEAD);
  return Date.parse(tour.startsOn) > limit.getTime();
}
