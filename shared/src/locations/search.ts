import { CITIES, findProvince, findRegion, PROVINCES, provincesOf, REGIONS, servesRegion } from './dataset';
import { locationKey } from './keys';
import { missingLetters, typoDistance, typosAllowed } from './typos';
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
  /** Also names within a typing mistake or two of the term (the site search); off for the location pickers. */
  readonly typos?: boolean;
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

/**
 * Whether the first two letters leave room for a single mistake among them (one wrong, missing, extra or
 * swapped): a cheap test that spares the distance table for most of the few hundred names.
 */
function mayStartAlike(name: string, term: string): boolean {
  const a = term.charCodeAt(0);
  const b = term.charCodeAt(1);
  const x = name.charCodeAt(0);
  const y = name.charCodeAt(1);
  return a === x || a === y || b === x || b === y;
}

/**
 * How a name the term does not contain may still be what was meant (docs/product.md §2 search): within the typing
 * mistakes the term's length allows, of the whole name (8, 10, …), of its first letters (9, 11, …), or of a
 * later word (10, 12, …); undefined beyond.
 */
function typoRank(name: string, term: string, allowed: number): number | undefined {
  if (allowed === 0) return undefined;
  // Letters beyond the term's length plus the mistakes allowed cannot bring a prefix within reach.
  const reach = term.length + allowed;
  if (!mayStartAlike(name, term) || missingLetters(term, name, reach) > allowed) return undefined;
  let score = Number.POSITIVE_INFINITY;
  const { whole, prefix } = typoDistance(term, name.slice(0, reach), allowed);
  if (name.length <= reach && whole <= allowed) score = 8 + 2 * whole;
  if (prefix <= allowed) score = Math.min(score, 9 + 2 * prefix);
  for (let at = name.indexOf('-'); at >= 0 && score > 10; at = name.indexOf('-', at + 1)) {
    const rest = name.slice(at + 1);
    if (!mayStartAlike(rest, term) || missingLetters(term, rest, reach) > allowed) continue;
    const word = typoDistance(term, name.slice(at + 1, at + 1 + reach), allowed);
    if (word.prefix <= allowed) score = Math.min(score, 10 + 2 * word.prefix);
  }
  return Number.isFinite(score) ? score : undefined;
}

const best = (ranks: readonly (number | undefined)[]) =>
  Math.min(...ranks.map((value) => value ?? Number.POSITIVE_INFINITY));

/** A name's score: containing the term first, then typos; infinite when neither. */
function scoreOf(name: string, term: string, allowed: number): number {
  return rank(name, term) ?? typoRank(name, term, allowed) ?? Number.POSITIVE_INFINITY;
}

/**
 * Places whose name (in the given language, or either with `any`), short name or city keyword contains the term,
 * ignoring case, accents, punctuation and the difference between spaces and hyphens ("trois rivieres" finds
 * Trois-Rivières, "st johns" finds St. John's), or is within a typing mistake or two of it ("Montral" finds
 * Montréal) with `typos`. Names come before keywords; then exact before prefix before word start before anywhere before
 * typos (fewer first); then dataset order (provinces, regions, cities).
 */
export function searchPlaces(term: string, locale: LabelLocale | 'any', options: SearchOptions = {}): PlaceMatch[] {
  const wanted = normalize(term);
  if (!wanted) return [];
  const { variant, kinds, limit = 20, typos = false } = options;
  const allowed = typos ? typosAllowed(wanted.replace(/-/g, '').length) : 0;
  const scored: { match: PlaceMatch; score: number }[] = [];
  for (const { match, names, keywords } of CANDIDATES) {
    if (kinds && !kinds.includes(match.kind)) continue;
    if (variant && !serves(variant, match)) continue;
    const own = locale === 'any' ? [...names.fr, ...names.en] : names[locale];
    const nameScore = best(own.map((name) => scoreOf(name, wanted, allowed)));
    // Keywords rank after names of the same kind: containing the term, 4–7; with typos, after every name.
    const keywordScores = keywords.map((keyword) => {
      const score = scoreOf(keyword.name, wanted, allowed);
      return score < 8 ? 4 + score : 20 + score;
    });
    const keywordScore = best(keywordScores);
    if (nameScore <= keywordScore) {
      if (Number.isFinite(nameScore)) scored.push({ match, score: nameScore });
      continue;
    }
    const keyword = keywords[keywordScores.indexOf(keywordScore)]?.text;
    scored.push({ match: { ...match, ...(keyword ? { keyword } : {}) }, score: keywordScore });
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
