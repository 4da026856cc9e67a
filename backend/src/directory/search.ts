import { currentSnapshot, listingPage, searchProfiles, type DirectoryCard } from '@annuaire/projections';
import {
  listingPath,
  locationKey,
  provincesOf,
  regionsOf,
  searchPlaces,
  servesRegion,
  VARIANTS,
  type PlaceMatch,
  type Region,
  type SiteVariant,
} from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { toCard } from './cards';
import { SEARCH_MIN_LENGTH } from './schema';
import type { listingTotals } from './totals';

/** Places the overlay shows above the profiles (docs/product.md §2 search). */
export const SEARCH_PLACE_LIMIT = 5;
/**
 * Places counted to find the 5 with profiles: places without any are not suggested. Each count is the listing's
 * own (cached per snapshot, `totals.ts`), so a term costs at most this many index range counts, most of them
 * already in the cache.
 */
const PLACE_CANDIDATES = 10;
/** Words of a term tried as "name + place" ("gaelle montreal"); more would only try more splits. */
const SPLIT_WORDS = 6;

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

/** A place only the sister site serves ("Toronto" on the Quebec site): where its listing is there. */
export interface SisterPlace {
  readonly website: SiteVariant;
  readonly kind: PlaceMatch['kind'];
  readonly province: string;
  readonly region: string;
  readonly city: string | null;
  /** Its `all` listing's path on the sister site, without a language prefix. */
  readonly path: string;
}

interface Listing {
  readonly region: string;
  readonly city: string | null;
}

interface Located {
  readonly match: PlaceMatch;
  readonly listing: Listing;
}

function mainRegion(provinceKey: string): Region | undefined {
  const regions = regionsOf(provinceKey);
  return regions.find((region) => region.quickFilter) ?? regions[0];
}

/** The `all` listing a place match links to. */
function listingOf(match: PlaceMatch): Listing | null {
  if (match.kind === 'city') return { region: match.region.key, city: match.region.standalone ? null : match.city.key };
  if (match.kind === 'region') return { region: match.region.key, city: null };
  const region = mainRegion(match.province.key);
  return region ? { region: region.key, city: null } : null;
}

const listingKey = ({ region, city }: Listing) => (city ? `all/${region}/${city}` : `all/${region}`);

function placesFor(term: string, variant: SiteVariant, typos: boolean): Located[] {
  return searchPlaces(term, 'any', { variant, typos, limit: PLACE_CANDIDATES }).flatMap((match) => {
    const listing = listingOf(match);
    return listing ? [{ match, listing }] : [];
  });
}

/** 0 when the term is one of the place's names or keywords, 1 when one starts with it; undefined otherwise. */
function nameRank(match: PlaceMatch, term: string): 0 | 1 | undefined {
  const wanted = locationKey(term);
  const labels =
    match.kind === 'province'
      ? [match.province.label]
      : match.kind === 'region'
        ? [match.region.label, match.region.shortName]
        : [match.city.label];
  const names = [
    ...labels.flatMap((label) => (label ? [label.fr, label.en] : [])),
    ...(match.kind === 'city' ? (match.city.keywords ?? []) : []),
  ].map(locationKey);
  if (names.includes(wanted)) return 0;
  return names.some((name) => name.startsWith(wanted)) ? 1 : undefined;
}

/**
 * "gaelle montreal": trailing words (the longest first), else a single word, naming a place the site serves exactly
 * (accents, case and punctuation aside), and the other words (3 characters at least) to look for within it. Null
 * when the whole term is or starts a place's name, or no part of it names one.
 */
function splitPlace(term: string, own: readonly Located[], variant: SiteVariant) {
  // "le plateau" starts Le Plateau-Mont-Royal's name: a place being typed, not "le" within Plateau.
  if (own.some(({ match }) => nameRank(match, term) !== undefined)) return null;
  const words = term.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > SPLIT_WORDS) return null;
  const tries: { place: string[]; rest: string[] }[] = [];
  for (let at = 1; at < words.length; at++) tries.push({ place: words.slice(at), rest: words.slice(0, at) });
  for (let at = 0; at < words.length - 1; at++) {
    tries.push({ place: [words[at]!], rest: words.filter((_, index) => index !== at) });
  }
  for (const { place, rest } of tries) {
    // The other words are searched as a term of their own: as long as the search asks (docs/product.md §5).
    if (rest.join(' ').length < SEARCH_MIN_LENGTH) continue;
    const placeText = place.join(' ');
    const places = placesFor(placeText, variant, false);
    const exact = places.find(({ match }) => nameRank(match, placeText) === 0);
    if (exact) return { place: exact, places, rest: rest.join(' ') };
  }
  return null;
}

/**
 * A place the term names (or starts naming) that only the sister site serves, when no place of this site is named
 * so: "Toronto" on the Quebec site points to the Canadian site's Toronto listing.
 */
function sisterPlace(term: string, own: readonly Located[], variant: SiteVariant): SisterPlace | null {
  if (own.some(({ match }) => nameRank(match, term) !== undefined)) return null;
  const sister = VARIANTS[variant].sister;
  const servedHere = (match: PlaceMatch) =>
    match.kind === 'province' ? provincesOf(variant).includes(match.province) : servesRegion(variant, match.region);
  const found = placesFor(term, sister, false).find(
    ({ match }) => !servedHere(match) && nameRank(match, term) !== undefined,
  );
  if (!found) return null;
  const { match, listing } = found;
  return {
    website: sister,
    kind: match.kind,
    province: match.province.key,
    region: listing.region,
    city: listing.city,
    path: listingPath({ category: 'all', region: listing.region, ...(listing.city ? { city: listing.city } : {}) }),
  };
}

/**
 * The site search (docs/product.md §2): places first, the best one's profiles next, then profiles by name, headline
 * or tags. A username equal to the term still leads; otherwise a place match is never buried under names that
 * merely resemble the term ("Montréal" lists the region's profiles, not three whose headline mentions it). A term
 * holding a place and other words ("gaelle montreal") looks for the other words among the place's profiles. Places
 * without profiles are left out; a place only the sister site serves is answered as a pointer there.
 *
 * `page` asks for the first `page` × `limit` profiles (the overlay's "show more"); `more` tells whether others
 * match, and `seeAll` is the listing holding them all when the profiles are a place's own.
 */
export function siteSearch(deps: ApiDependencies, totals: ReturnType<typeof listingTotals>) {
  return async (term: string, options: { role?: string; limit: number; page?: number }) => {
    const now = deps.now();
    const variant = deps.config.WEBSITE;
    const shown = options.limit * (options.page ?? 1);
    const own = placesFor(term, variant, true);
    const split = splitPlace(term, own, variant);
    const matches = split ? split.places : own;
    const [best] = matches;
    const pageOf = (listing: Listing) =>
      listingPage(deps.db, { listing: listingKey(listing) }, { snapshot: null, now, offset: 0, limit: shown });
    const [named, firstPage] = await Promise.all([
      searchProfiles(deps.db, split ? split.rest : term, {
        now,
        limit: shown + 1,
        role: options.role,
        ...(split ? { listing: listingKey(split.place.listing) } : {}),
      }),
      best && !split ? pageOf(best.listing) : null,
    ]);
    const snapshot = firstPage?.snapshot ?? (matches.length > 0 ? await currentSnapshot(deps.db) : 0);
    const counted = await Promise.all(
      matches.map(async ({ match, listing }) => ({
        kind: match.kind,
        province: match.province.key,
        region: listing.region,
        city: listing.city,
        keyword: match.keyword ?? null,
        total: await totals({ listing: listingKey(listing) }, { snapshot, now }),
      })),
    );
    const places: PlaceHit[] = counted.filter((place) => place.total > 0).slice(0, SEARCH_PLACE_LIMIT);
    // The best place with profiles leads the profiles; read again only when the first match had none.
    const [leading] = places;
    const inPlace =
      split || !leading
        ? null
        : leading.region === best?.listing.region && leading.city === best.listing.city
          ? firstPage
          : await pageOf(leading);
    const placeCards = (inPlace?.cards ?? []).filter(
      (card) => options.role === undefined || card.state.role === options.role,
    );
    const seen = new Set<string>();
    const cards: DirectoryCard[] = [];
    for (const card of [...named.filter((hit) => hit.exactName), ...placeCards, ...named]) {
      if (seen.has(card.state.userId) || cards.length > shown) continue;
      seen.add(card.state.userId);
      cards.push(card);
    }
    const more = cards.length > shown || (inPlace?.hasMore ?? false);
    const data = cards.slice(0, shown).map((card) => toCard(card, now));
    return {
      data,
      nextChunk: null,
      extraData: { total: data.length },
      places,
      more,
      seeAll: more && inPlace && leading ? { region: leading.region, city: leading.city, total: leading.total } : null,
      sister: split ? null : sisterPlace(term, own, variant),
    };
  };
}
