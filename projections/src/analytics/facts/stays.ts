import {
  hasOpenVerification,
  lastActiveAt,
  listingPlacesOf,
  VISIBILITY_RULES,
  type ProfileLocation,
  type UserState,
} from '@annuaire/shared';
import { categoriesOf, isDirectoryHolder } from '../../directory/entries';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A listing page: `{category}/{region}` or `{category}/{region}/{city}` (docs/product.md §2 listing addresses). */
export interface ListingPage {
  readonly listing: string;
  readonly category: string;
  readonly region: string;
  readonly city: string | null;
}

/** A stay of a profile in one listing page; times are epoch milliseconds. */
export interface ListingStay extends ListingPage {
  readonly from: number;
  readonly until: number | null;
  /** The last sign of life plus 18 days: past it the profile drops out (null: static, never drops out). */
  readonly activeUntil: number | null;
}

/** What a member's state asks for now: the pages it belongs in, from when, and until when it stays active. */
interface Wanted extends ListingPage {
  readonly from: number;
  readonly activeUntil: number | null;
}

/**
 * The listing pages a member belongs in after an event at `at` (docs/product.md §4 "Listed"): a live profile
 * holder, not ghost, not under review, active within 18 days unless static, under each category for each place.
 * The time rules become times: a pending escort's 12-hour review delays `from`, inactivity sets `activeUntil`.
 */
export function wantedListings(state: UserState, at: number): Wanted[] {
  if (!isDirectoryHolder(state)) return [];
  // Review by what happened (libertine, completion asked, verification open) lasts until another event ends it.
  if (state.pending && (state.libertine || state.profileCompletionRequested || hasOpenVerification(state))) return [];
  const registered = state.registeredAt ? Date.parse(state.registeredAt) : at;
  const reviewEnds =
    state.pending && state.role === 'escort' ? registered + VISIBILITY_RULES.underReviewHours * HOUR : at;
  // Unless static, a profile drops out 18 days after its last sign of life (a time no event marks).
  const lastActive = lastActiveAt(state, new Date(at));
  const activeUntil =
    state.isStatic || lastActive === null ? null : Date.parse(lastActive) + VISIBILITY_RULES.inactiveDays * DAY;
  if (!state.isStatic && (activeUntil === null || activeUntil <= at)) return [];
  const from = Math.max(at, reviewEnds);
  return listingPagesOf(state).map((page) => ({ ...page, from, activeUntil }));
}

function listingPagesOf(state: UserState): ListingPage[] {
  const { regions, cities } = listingPlacesOf([state.location, state.secondaryLocation]);
  const places = [
    ...regions.map((region) => ({ region, city: null })),
    ...cities.map((key) => {
      const [region, city] = key.split('/') as [string, string];
      return { region, city };
    }),
  ];
  return categoriesOf(state).flatMap((category) =>
    places.map(({ region, city }) => ({
      listing: city === null ? `${category}/${region}` : `${category}/${region}/${city}`,
      category,
      region,
      city,
    })),
  );
}

/**
 * Moves a member's open stays to what `wanted` says at `at`: a stay whose activity ran out ended then, a stay no
 * longer wanted ends at `at`, a new page opens a stay. Returns the stays still open and those that ended; a stay
 * ending before it began (a 12-hour review cut short) is dropped, it never showed.
 */
export function moveStays(
  open: readonly ListingStay[],
  wanted: readonly Wanted[],
  at: number,
): { open: ListingStay[]; ended: ListingStay[] } {
  const ended: ListingStay[] = [];
  const end = (stay: ListingStay, until: number) => {
    if (until > stay.from) ended.push({ ...stay, until });
  };
  const byListing = new Map(wanted.map((page) => [page.listing, page]));
  const kept: ListingStay[] = [];
  for (const stay of open) {
    if (stay.activeUntil !== null && stay.activeUntil <= at) {
      end(stay, stay.activeUntil);
      continue;
    }
    const page = byListing.get(stay.listing);
    if (!page) {
      end(stay, at);
      continue;
    }
    byListing.delete(stay.listing);
    // A stay not begun yet (still in its 12-hour review) starts when the member's state now says.
    kept.push({ ...stay, from: stay.from > at ? page.from : stay.from, activeUntil: page.activeUntil });
  }
  for (const page of byListing.values()) kept.push({ ...page, until: null });
  return { open: kept, ended };
}

/** A stretch of time a member's profile advertised in one main place. */
export interface PlaceStay {
  readonly region: string;
  readonly city: string | null;
  readonly from: number;
  readonly until: number | null;
}

/** The main place of a live member, or null (no place, deleted, merged away). */
export function mainPlaceOf(state: UserState): ProfileLocation | null {
  return state.exists && !state.deleted && !state.mergedInto ? state.location : null;
}

/** Ends the open stay when the main place changed at `at`, and opens the new one. */
export function movePlace(
  open: PlaceStay | null,
  place: ProfileLocation | null,
  at: number,
): { open: PlaceStay | null; ended: PlaceStay | null } {
  if (open && place && open.region === place.region && open.city === place.city) return { open, ended: null };
  const ended = open && at > open.from ? { ...open, until: at } : null;
  return { open: place ? { region: place.region, city: place.city, from: at, until: null } : null, ended };
}
