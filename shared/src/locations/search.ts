import { CITIES, findProvince, findRegion, PROVINCES, provincesOf, REGIONS, servesRegion } from './dataset';
import { locationKey } from './keys';
import type { City, LabelLocale, LocalizedLabel, Province, Region, SiteVariant } from './types';

/** A place found by `searchPlaces`, with its parents so a picker can show "Gatineau, Outaouais". */
export type PlaceMatch =
  | { readonly kind: 'province'; readonly province: Province; readonly keyword?: string }
  | { readonly kind: 'region'; readonly province: Province; readonly region: Region; readonly keyword?: string }
  | {
      readonly kind: 'city';
      readonly province: Province;
      readonly region: Region;
      readonly city: City;
      /** Set when the place matched through a keyword (Chicoutimi → Saguenay) rather than its name. */
      readonly keyword?: string;
    };

export interface SearchOptions {
  /** Only the places this site serves. */
  readonly variant?: SiteVariant;
  /** Only these levels, e.g. cities for the city picker. */
  readonly kinds?: readonly PlaceMatch['kind'][];
  /** At most this many matches; 20 when absent. */
  readonly limit?: number;
}

interface Candidate {
  readonly match: PlaceMatch;
  readonly names: Record<LabelLocale, readonly string[]>;
  readonly keywords: readonly { readonly text: string; readonly name: string }[];
}

const normalize = locationKey;

const CANDIDATES: readonly Candidate[] = [
  ...PROVINCES.map((province) => candidate({ kind: 'province', province }, [province.label])),
  ...REGIONS.flatMap((region) => {
    const province = findProvince(region.province);
    return province ? [candidate({ kind: 'region', province, region }, [region.label, region.shortName])] : [];
  }),
  ...CITIES.flatMap((city) => {
    const region = findRegion(undefined, city.region);
    const province = region && findProvince(region.province);
    return province ? [candidate({ kind: 'city', province, region, city }, [city.label], city.keywords)] : [];
  }),
];

function candidate(
  match: PlaceMatch,
  labels: readonly (LocalizedLabel | undefined)[],
  keywords: readonly string[] = [],
): Candidate {
  const present = labels.filter((label) => label !== undefined);
  return {
    match,
    names: { fr: present.map((label) => normalize(label.fr)), en: present.map((label) => normalize(label.en)) },
    keywords: keywords.map((text) => ({ text, name: normalize(text) })),
  };
}

/** 0 exact, 1 prefix, 2 start of a later word, 3 anywhere; undefined when the name does not contain the term. */
function rank(name: string, term: string): number | undefined {
  if (name === term) return 0;
  if (name.startsWith(term)) return 1;
  if (name.includes(`-${term}`)) return 2;
  return name.includes(term) ? 3 : undefined;
}

const best = (ranks: readonly (number | undefined)[]) =>
  Math.min(...ranks.map((value) => value ?? Number.POSITIVE_INFINITY));

/**
 * Places whose name in the given language (or short name, or a city keyword) contains the term, ignoring
 * case, accents, punctuation and the difference between spaces and hyphens ("trois rivieres" finds
 * Trois-Rivières, "st johns" finds St. John's). Name matches come before keyword matches, then exact before
 * prefix before word start before anywhere, then dataset order (provinces, regions, cities).
 */
export function searchPlaces(term: string, locale: LabelLocale, options: SearchOptions = {}): PlaceMatch[] {
  const wanted = normalize(term);
  if (!wanted) return [];
  const { variant, kinds, limit = 20 } = options;
  const scored: { match: PlaceMatch; score: number }[] = [];
  for (const { match, names, keywords } of CANDIDATES) {
    if (kinds && !kinds.includes(match.kind)) continue;
    if (variant && !serves(variant, match)) continue;
    const nameScore = best(names[locale].map((name) => rank(name, wanted)));
    if (Number.isFinite(nameScore)) {
      scored.push({ match, score: nameScore });
      continue;
    }
    const keywordRanks = keywords.map((keyword) => rank(keyword.name, wanted));
    const keywordScore = best(keywordRanks);
    if (!Number.isFinite(keywordScore)) continue;
    const keyword = keywords[keywordRanks.indexOf(keywordScore)]?.text;
    scored.push({ match: { ...match, ...(keyword ? { keyword } : {}) }, score: 4 + keywordScore });
  }
  // Array.prototype.sort is stable, so equal scores keep dataset order
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.match);
}

function serves(variant: SiteVariant, match: PlaceMatch): boolean {
  return match.kind === 'province'
    ? provincesOf(variant).includes(match.province)
    : servesRegion(variant, match.region);
}
