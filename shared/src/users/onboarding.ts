import type { UserState } from './state';
import { isListed, isProfileHolder, isUnderReview } from './visibility';

/**
 * Why a profile cannot be listed yet (docs/product.md §4 "Listed" and "Can be listed"), in the order the member
 * should see them: ghost mode hides it, review hides it, and a listing needs a place.
 */
export type ListingBlocker = 'notProfileHolder' | 'ghost' | 'underReview' | 'noLocation';

type ListingFields = Pick<
  UserState,
  | 'role'
  | 'libertine'
  | 'ghost'
  | 'location'
  | 'pending'
  | 'verificationState'
  | 'registeredAt'
  | 'profileCompletionRequested'
>;

/** What stands between the profile and the listings now; empty when it can be listed. */
export function listingBlockersOf(user: ListingFields, now: Date): ListingBlocker[] {
  if (!isProfileHolder(user)) return ['notProfileHolder'];
  const blockers: ListingBlocker[] = [];
  if (user.ghost) blockers.push('ghost');
  if (isUnderReview(user, now)) blockers.push('underReview');
  if (user.location === null) blockers.push('noLocation');
  return blockers;
}

/**
 * Can be listed (docs/product.md §4): listed by the server's rule (live holder, not ghost, not under review, active)
 * and with a place, so it sits in at least one listing. VIP and credits are sold only then (§6).
 */
export const canBeListed = (user: UserState, now: Date) =>
  isListed(user, now) && listingBlockersOf(user, now).length === 0;

/** The steps of a new profile's checklist (docs/product.md §4 "Onboarding"), in the order they are shown. */
export const ONBOARDING_STEPS = ['pictures', 'location', 'about', 'verification'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
/** `waiting`: the member did their part and staff have yet to act (a picture or a verification to review). */
export type StepStatus = 'done' | 'waiting' | 'todo';

type OnboardingFields = Pick<UserState, 'location' | 'headline' | 'bio' | 'verificationState'> & {
  readonly pictures: ReadonlyArray<{ readonly approved: boolean }>;
};

const WAITING_VERIFICATION = new Set(['verificationPending']);

/** Each step's status: pictures approved, a main place, a headline and a bio, a verified profile. */
export function onboardingOf(user: OnboardingFields): Record<OnboardingStep, StepStatus> {
  const approved = user.pictures.some((picture) => picture.approved);
  return {
    pictures: approved ? 'done' : user.pictures.length > 0 ? 'waiting' : 'todo',
    location: user.location !== null ? 'done' : 'todo',
    about: user.headline.trim() !== '' && user.bio.trim() !== '' ? 'done' : 'todo',
    verification:
      user.verificationState === 'verified'
        ? 'done'
        : user.verificationState !== null && WAITING_VERIFICATION.has(user.verificationState)
          ? 'waiting'
          : 'todo',
  };
}
