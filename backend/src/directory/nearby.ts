import { listingTotalsOf, type ListingFilter } from '@annuaire/projections';
import { citiesOf, findRegion, regionsOf, servesRegion, type SiteVariant } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';

/** docs/product.md §9: a listing with fewer profiles than this suggests nearby places. */
export const SUGGESTION_THRESHOLD = 3;
/** At most this many suggestions, nearest first. */
export const NEARBY_LIMIT = 6;

/** A place a thin listing suggests: its listing's keys (same category and filters) and how many it holds. */
export interface NearbyPlace {
  /** `city`: another city of the same region; `region`: the whole region, or another region of the province. */
  readonly kind: 'city' | 'region';
  readonly region: string;
  readonly city: string | null;
  readonly total: number;
}

interface Candidate {
  readonly kind: NearbyPlace['kind'];
  readonly region: string;
  readonly city: string | null;
}

/**
 * Where to look when a listing is thin, nearest first (docs/product.md §9): the region's other cities, then the
 * whole region, then the province's other regions the site serves. Each tier is a list; its order is decided
 * by counts.
 */
function tiersOf(variant: SiteVariant, regionKey: string, cityKey: string | null): Candidate[][] {
  const region = findRegion(undefined, regionKey);
  if (!region) return [];
  const otherRegions = regionsOf(region.province)
    .filter((other) => other.key !== region.key && servesRegion(variant, other))
    .map((other): Candidate => ({ kind: 'region', region: other.key, city: null }));
  if (cityKey === null || region.standalone) return [otherRegions];
  const otherCities = citiesOf(region.key)
    .filter((city) => city.key !== cityKey)
    .map((city): Candidate => ({ kind: 'city', region: region.key, city: city.key }));
  return [otherCities, [{ kind: 'region', region: region.key, city: null }], otherRegions];
}

const listingKeyOf = (category: string, candidate: Candidate) =>
  [category, candidate.region, ...(candidate.city ? [candidate.city] : [])].join('/');

/**
 * The nearby places a listing holding fewer than 3 profiles suggests (docs/product.md §9), counted under the same
 * filters and ranking snapshot as the listing itself; places without profiles, and a wider region holding no more
 * than the listing, are left out.
 */
export async function nearbyPlaces(
  deps: Pick<ApiDependencies, 'db' | 'config'>,
  listing: { category: string; region: string; city: string | null; total: number },
  filter: Omit<ListingFilter, 'listing'>,
  page: { snapshot: number; now: Date },
): Promise<NearbyPlace[]> {
  if (listing.total >= SUGGESTION_THRESHOLD) return [];
  const tiers = tiersOf(deps.config.WEBSITE, listing.region, listing.city);
  const keys = tiers.flat().map((candidate) => listingKeyOf(listing.category, candidate));
  const totals = await listingTotalsOf(deps.db, keys, filter, page);
  const suggestions: NearbyPlace[] = [];
  for (const tier of tiers) {
    const counted = tier
      .map((candidate, order) => ({
        ...candidate,
        order,
        total: totals.get(listingKeyOf(listing.category, candidate)) ?? 0,
      }))
      .filter(
        (candidate) =>
          candidate.total > (candidate.kind === 'region' && candidate.region === listing.region ? listing.total : 0),
      )
      .sort((a, b) => b.total - a.total || a.order - b.order);
    for (const { kind, region, city, total } of counted) suggestions.push({ kind, region, city, total });
  }
  return suggestions.slice(0, NEARBY_LIMIT);
}
