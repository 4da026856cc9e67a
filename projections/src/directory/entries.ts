import {
  hasOpenVerification,
  isProfileHolder,
  lastActiveAt,
  listingPlacesOf,
  type ListingCategory,
  type UserState,
} from '@annuaire/shared';
import { sortKeyOf } from './sortKey';

/** Listing categories a profile appears under (SPEC §2 category segments). */
export function categoriesOf(state: Pick<UserState, 'role' | 'gender' | 'libertine'>): ListingCategory[] {
  const categories: ListingCategory[] = [];
  if (state.role === 'escort') {
    if (state.gender === 'woman') categories.push('female-escorts');
    else if (state.gender === 'man') categories.push('male-escorts');
    else categories.push('trans-escorts');
    categories.push('all');
  }
  if (state.libertine) categories.push('libertines');
  return categories;
}

/** A live profile holder not hiding: the only users with listing entries and search hits. */
export const isDirectoryHolder = (state: UserState) =>
  state.exists && !state.deleted && !state.mergedInto && !state.ghost && isProfileHolder(state);

/** The columns a listing query filters and orders on; time rules (review, inactivity) apply at query time. */
export function rankFieldsOf(state: UserState, at: string) {
  const lastActive = lastActiveAt(state, new Date(at));
  return {
    pending: state.pending,
    libertine: state.libertine,
    role: state.role,
    verification_open: hasOpenVerification(state),
    registered_at: new Date(state.registeredAt ?? at),
    last_active: lastActive === null ? null : new Date(lastActive),
    sort_key: sortKeyOf(state, at),
  };
}

export type DesiredEntry = ReturnType<typeof entriesOf>[number];

/** Every listing row a user should have now: each category × each of their places (region and city). */
export function entriesOf(state: UserState, at: string) {
  if (!isDirectoryHolder(state)) return [];
  const { regions, cities } = listingPlacesOf([state.location, state.secondaryLocation]);
  const places = [...regions, ...cities];
  const fields = {
    gender: state.gender,
    incall: state.incall,
    outcall: state.outcall,
    virtual: state.virtual,
    phone: state.hasPhone,
    email: state.hasContactEmail,
    messaging: state.messaging,
    ...rankFieldsOf(state, at),
  };
  return categoriesOf(state).flatMap((category) =>
    places.map((place) => ({ listing: `${category}/${place}`, ...fields })),
  );
}

/** Whether two versions of an entry differ in anything a listing reads. */
export function sameEntry(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.keys(b).every((key) => {
    if (key === 'listing') return true;
    const left = a[key];
    const right = b[key];
    return left instanceof Date || right instanceof Date
      ? (left as Date | null)?.getTime() === (right as Date | null)?.getTime()
      : left === right;
  });
}
