import { VARIANTS } from '../variants';
import { citiesOf, findCity, findProvince, findRegion, servesRegion } from './dataset';
import {
  LISTING_CATEGORIES,
  type City,
  type ListingCategory,
  type LocalizedLabel,
  type Province,
  type Region,
  type SiteVariant,
} from './types';

/** Where a listing page points: keys, as in its URL. */
export interface ListingLocation {
  readonly category: ListingCategory;
  readonly region: string;
  /** Absent for a region-wide listing, and always for a standalone region. */
  readonly city?: string;
  /** 1-based; 1 when absent. */
  readonly page?: number;
}

/** A listing URL resolved against the dataset. */
export interface ParsedListingPath {
  readonly category: ListingCategory;
  readonly province: Province;
  readonly region: Region;
  readonly city?: City;
  readonly page: number;
}

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE = /^[1-9][0-9]*$/;

export function isListingCategory(value: string): value is ListingCategory {
  return (LISTING_CATEGORIES as readonly string[]).includes(value);
}

/**
 * `/{category}/{region}/{city}` with `/page/{n}` appended when n is not 1 (docs/product.md §2). Throws a RangeError
 * for a segment that is not a location key or a page that is not a positive integer: both are caller bugs
 * that would otherwise build a broken or misleading link.
 */
export function listingPath({ category, region, city, page = 1 }: ListingLocation): string {
  for (const segment of city === undefined ? [region] : [region, city]) {
    if (!KEY.test(segment)) throw new RangeError(`Not a location key: ${JSON.stringify(segment)}`);
  }
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`Not a listing page: ${page}`);
  const path = city === undefined ? `/${category}/${region}` : `/${category}/${region}/${city}`;
  return page === 1 ? path : `${path}/page/${page}`;
}

/**
 * The reverse of `listingPath`, for a path without its locale prefix. The query string and fragment are
 * ignored, and so is one trailing slash. Null when the category, region or city is unknown, when a
 * standalone region is given a city, or when the page is not a positive integer. An explicit `/page/1` is
 * accepted; compare with `listingPath` of the result to redirect to the canonical URL. With a variant, only
 * the regions that site serves are known.
 */
export function parseListingPath(path: string, variant?: SiteVariant): ParsedListingPath | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/')) return null;
  const segments = pathname.slice(1).replace(/\/$/, '').split('/');
  let page = 1;
  if (segments.length >= 4 && segments.at(-2) === 'page') {
    const number = segments.at(-1) ?? '';
    if (!PAGE.test(number) || !Number.isSafeInteger(Number(number))) return null;
    page = Number(number);
    segments.splice(-2);
  }
  const [category, regionKey, cityKey, ...rest] = segments;
  if (category === undefined || !isListingCategory(category) || regionKey === undefined || rest.length > 0) {
    return null;
  }
  const region = findRegion(undefined, regionKey);
  if (!region || (variant && !servesRegion(variant, region))) return null;
  const province = findProvince(region.province);
  if (!province) return null;
  if (cityKey === undefined) return { category, province, region, page };
  const city = findCity(region.key, cityKey);
  return city ? { category, province, region, city, page } : null;
}

/**
 * Absolute URLs of a region's nearby city on the sister site, one per category (the Outaouais links to
 * Ottawa). The base comes from the site's configuration; the data holds only paths. Undefined for a
 * region without a nearby city.
 */
export function nearbyCityUrls(region: Region, base: string): Record<ListingCategory, string> | undefined {
  const nearby = region.nearbyCity;
  if (!nearby) return undefined;
  const origin = base.replace(/\/+$/, '');
  return Object.fromEntries(
    LISTING_CATEGORIES.map((category) => [category, `${origin}${nearby.urls[category]}`]),
  ) as Record<ListingCategory, string>;
}

/** A footer link: a place's female-escorts listing (docs/product.md §2). */
export interface FooterLink {
  readonly id: string;
  readonly kind: 'region' | 'city';
  /** The short name where the region has one (Québec rather than Capitale-Nationale). */
  readonly label: LocalizedLabel;
  readonly path: string;
}

/**
 * The footer's popular searches: the site's busiest regions (`VARIANTS[…].popularRegions`), busiest first, each
 * followed by its cities flagged footerLink; the region itself is linked where it is flagged too. Without a
 * variant, the Canada-wide site's, which serves every province.
 */
export function footerLinks(variant: SiteVariant = 'CA'): readonly FooterLink[] {
  const category = 'female-escorts';
  const links: FooterLink[] = [];
  for (const key of VARIANTS[variant].popularRegions) {
    const region = findRegion(undefined, key);
    if (!region || !servesRegion(variant, region)) continue;
    if (region.footerLink) {
      const path = listingPath({ category, region: region.key });
      links.push({ id: region.id, kind: 'region', label: region.shortName ?? region.label, path });
    }
    for (const city of citiesOf(region.key)) {
      if (!city.footerLink) continue;
      const path = listingPath({ category, region: region.key, city: city.key });
      links.push({ id: city.id, kind: 'city', label: city.label, path });
    }
  }
  return links;
}
