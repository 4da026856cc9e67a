import {
  hasOpenVerification,
  isProfileHolder,
  lastActiveAt,
  listingPlacesOf,
  type ListingCategory,
  type UserState,
} from '@annuaire/shared';
import { sortKeyOf } from './sortKey';

/** Listing categories a profile appears under (docs/product.md §2 category segments). */
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
    completion_requested: state.profileCompletionRequested,
    is_static: state.isStatic,
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
    online: state.online === null ? null : new Date(state.online),
    vip_until: state.vipUntil === null ? null : new Date(state.vipUntil),
    verified: state.verificationState === 'verified',
    ...rankFieldsOf(state, at),
  };
  return categoriesOf(state).flatMap((category) =>
    places.map((place) => ({ listing: `${category}/${place}`, ...fields })),
  );
}

/** Whether a stored entry already says everything the desired one does (its version columns aside). */
export function sameEntry(stored: Record<string, unknown>, desired: DesiredEntry): boolean {
  return Object.entries(desired).every(([key, value]) => {
    const current = stored[key];
    return value instanceof Date || current instanceof Date
      ? (current as Date | null)?.getTime() === (value as Date | null)?.getTime()
      : current === value;
  });
}
