import { listingPage, searchProfiles, type DirectoryCard } from '@annuaire/projections';
import { regionsOf, searchPlaces, type PlaceMatch, type Region } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { toCard } from './cards';
import type { listingTotals } from './totals';

/** Places the overlay shows above the profiles (docs/product.md §2 search). */
export const SEARCH_PLACE_LIMIT = 5;

/** A place the search found: keys to build its listing link and name, and how many profiles it lists. */
export interface PlaceHit {
  readonly kind: PlaceMatch['kind'];
  readonly province: string;
  /** The region listed: for a province, its main region (first quick filter, else first region). */
  readonly region: string;
  readonly city: string | null;
  /** The city keyword the term matched (Chicoutimi → Saguenay), when not the name. */
  readonly keyword: string | null;
  /** Profiles on its listing, all categories (`/all/{region}[/{city}]`). */
  readonly total: number;
}

function mainRegion(provinceKey: string): Region | undefined {
  const regions = regionsOf(provinceKey);
  return regions.find((region) => region.quickFilter) ?? regions[0];
}

/** The `all` listing a place match links to. */
function listingOf(match: PlaceMatch): { region: string; city: string | null } | null {
  if (match.kind === 'city') return { region: match.region.key, city: match.region.standalone ? null : match.city.key };
  if (match.kind === 'region') return { region: match.region.key, city: null };
  const region = mainRegion(match.province.key);
  return region ? { region: region.key, city: null } : null;
}

const listingKey = ({ region, city }: { region: string; city: string | null }) =>
  city ? `all/${region}/${city}` : `all/${region}`;

/**
 * The site search (docs/product.md §2): places first, the best one's profiles next, then profiles by name, headline
 * or tags. A username equal to the term still leads; otherwise a place match is never buried under names that
 * merely resemble the term ("Montréal" lists the region's profiles, not three whose headline mentions it).
 */
export function siteSearch(deps: ApiDependencies, totals: ReturnType<typeof listingTotals>) {
  return async (term: string, options: { role?: string; limit: number }) => {
    const now = deps.now();
    const matches = searchPlaces(term, 'any', {
      variant: deps.config.WEBSITE,
      typos: true,
      limit: SEARCH_PLACE_LIMIT,
    }).flatMap((match) => {
      const listing = listingOf(match);
      return listing ? [{ match, listing }] : [];
    });
    const [best] = matches;
    const [named, inPlace] = await Promise.all([
      searchProfiles(deps.db, term, { now, limit: options.limit, role: options.role }),
      best
        ? listingPage(
            deps.db,
            { listing: listingKey(best.listing) },
            { snapshot: null, now, offset: 0, limit: options.limit },
          )
        : null,
    ]);
    const places: PlaceHit[] = await Promise.all(
      matches.map(async ({ match, listing }) => ({
        kind: match.kind,
        province: match.province.key,
        region: listing.region,
        city: listing.city,
        keyword: match.keyword ?? null,
        total: inPlace ? await totals({ listing: listingKey(listing) }, { snapshot: inPlace.snapshot, now }) : 0,
      })),
    );
    const placeCards = (inPlace?.cards ?? []).filter(
      (card) => options.role === undefined || card.state.role === options.role,
    );
    const seen = new Set<string>();
    const cards: DirectoryCard[] = [];
    for (const card of [...named.filter((hit) => hit.exactName), ...placeCards, ...named]) {
      if (seen.has(card.state.userId) || cards.length === options.limit) continue;
      seen.add(card.state.userId);
      cards.push(card);
    }
    const data = cards.map((card) => toCard(card, now));
    return { data, nextChunk: null, extraData: { total: data.length }, places };
  };
}
