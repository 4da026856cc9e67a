import {
  ContactFields,
  ProfileChanges,
  tourStartsTooLate,
  type ContactChanges,
  type Gender,
  type ProfileChanges as ProfileChangesType,
  type CurrentUser,
} from '@annuaire/shared';
import type { TFunction } from 'i18next';
import { translateIssue } from '@/lib/validation';
import { hasAvailabilitySwitch } from '../../rules';

/** Everything `/edit` edits, as the inputs hold it (text fields hold strings, empty for "none"). */
export interface ProfileFormValues {
  headline: string;
  bio: string;
  gender: Gender;
  tags: string[];
  incall: boolean;
  outcall: boolean;
  virtual: boolean;
  region: string;
  city: string;
  secondaryRegion: string;
  secondaryCity: string;
  phone: string;
  contactEmail: string;
  websiteUrl: string;
  tourOn: boolean;
  tourDestinations: [string, string];
  tourStartsOn: string;
  tourEndsOn: string;
  tourDescription: string;
  /** The optional profile facts (docs/product.md §3): age as typed, languages, rate rows as typed. */
  age: string;
  languages: string[];
  rates: RateRow[];
}

/** A rate row as the inputs hold it: duration in minutes, price in dollars as typed, where. */
export interface RateRow {
  minutes: number;
  price: string;
  place: 'incall' | 'outcall';
}

/** The form's one schema is the server's: shared profile fields plus shared contact fields (docs/product.md §5). */
export const EditProfileInput = ProfileChanges.extend(ContactFields.partial().shape);
export type EditProfileInput = ProfileChangesType & ContactChanges;

export function initialValues(account: CurrentUser): ProfileFormValues {
  return {
    headline: account.headline,
    bio: account.bio,
    gender: account.gender,
    tags: [...account.tags],
    incall: account.incall,
    outcall: account.outcall,
    virtual: account.virtual,
    region: account.location?.region ?? '',
    city: account.location?.city ?? '',
    secondaryRegion: account.secondaryLocation?.region ?? '',
    secondaryCity: account.secondaryLocation?.city ?? '',
    phone: account.phone ?? '',
    contactEmail: account.contactEmail ?? '',
    websiteUrl: account.websiteUrl ?? '',
    tourOn: account.tour !== null,
    tourDestinations: [account.tour?.destinations[0] ?? '', account.tour?.destinations[1] ?? ''],
    tourStartsOn: account.tour?.startsOn ?? '',
    tourEndsOn: account.tour?.endsOn ?? '',
    tourDescription: account.tour?.description ?? '',
    age: account.age === null ? '' : String(account.age),
    languages: [...account.languages],
    rates: account.rates.map((rate) => ({ ...rate, price: String(rate.price) })),
  };
}

/** A typed number as the schema should judge it: blank is "none", anything else a number (NaN is refused). */
const ageOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const place = (region: string, city: string) => (region ? { region, city: city || null } : null);

/**
 * The PATCH body: only what differs from the member as saved, and only the fields this member has (a
 * client has no listing, tags or tour). Compared as JSON, like the server does before recording a change.
 */
export function changesOf(values: ProfileFormValues, account: CurrentUser): Record<string, unknown> {
  const holder = hasAvailabilitySwitch(account);
  const next: Record<string, unknown> = { headline: values.headline, bio: values.bio, gender: values.gender };
  const saved: Record<string, unknown> = { headline: account.headline, bio: account.bio, gender: account.gender };
  if (holder) {
    Object.assign(next, {
      tags: values.tags,
      incall: values.incall,
      outcall: values.outcall,
      virtual: values.virtual,
      location: place(values.region, values.city),
      secondaryLocation: place(values.secondaryRegion, values.secondaryCity),
      phone: orNull(values.phone),
      contactEmail: orNull(values.contactEmail),
      websiteUrl: orNull(values.websiteUrl),
      tour: values.tourOn
        ? {
            destinations: values.tourDestinations.map((destination) => destination.trim()).filter(Boolean),
            startsOn: values.tourStartsOn,
            endsOn: values.tourEndsOn,
            description: values.tourDescription,
          }
        : null,
      age: ageOf(values.age),
      languages: values.languages,
      rates: values.rates.map((rate) => ({
        minutes: rate.minutes,
        price: Number(rate.price.trim()),
        place: rate.place,
      })),
    });
    Object.assign(saved, {
      tags: account.tags,
      incall: account.incall,
      outcall: account.outcall,
      virtual: account.virtual,
      location: account.location,
      secondaryLocation: account.secondaryLocation,
      phone: account.phone,
      contactEmail: account.contactEmail,
      websiteUrl: account.websiteUrl,
      tour: account.tour,
      age: account.age,
      languages: account.languages,
      rates: account.rates,
    });
  }
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key])),
  );
}

/** Shared rules whose English message has a sentence of its own on this form. */
type RuleKey = `edit.errors.${'phone' | 'tourOrder' | 'tourLength' | 'city'}` | `facts.errors.${'adult' | 'rateTwice'}`;
const RULE_MESSAGES: Readonly<Record<string, RuleKey>> = {
  'a phone number': 'edit.errors.phone',
  'must not be before the start': 'edit.errors.tourOrder',
  'a tour lasts at most 4 weeks': 'edit.errors.tourLength',
  'unknown city for this region': 'edit.errors.city',
  'must be 18 or over': 'facts.errors.adult',
  'one rate per duration and place': 'facts.errors.rateTwice',
};

/** This form's sentence for a shared rule, from the rule's English message (the form's or the server's). */
export function ownRuleText(message: string, ta: TFunction<'account'>): string | undefined {
  const key = Object.hasOwn(RULE_MESSAGES, message) ? RULE_MESSAGES[message] : undefined;
  return key && ta(key);
}

export type FormErrors = Partial<Record<string, string>>;

/** A field's key for an issue path: `headline`, `tour.endsOn`, `location.city`. */
const fieldOf = (path: readonly PropertyKey[]) => path.slice(0, 2).map(String).join('.');

/**
 * Checks the changes with the shared schema (so an 81-character headline is refused here as on the
 * server) and the one rule that needs the clock (a tour starts within 3 months).
 */
export function validateChanges(
  changes: Record<string, unknown>,
  now: Date,
  { t, ta }: { t: TFunction<'validation'>; ta: TFunction<'account'> },
): { success: true; data: EditProfileInput } | { success: false; errors: FormErrors } {
  const result = EditProfileInput.safeParse(changes);
  const errors: FormErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= ownRuleText(issue.message, ta) ?? translateIssue(issue, t);
    }
    return { success: false, errors };
  }
  if (result.data.tour && tourStartsTooLate(result.data.tour, now)) {
    return { success: false, errors: { 'tour.startsOn': ta('edit.errors.tourTooLate') } };
  }
  return { success: true, data: result.data };
}
