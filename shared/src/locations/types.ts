/** Listing category URL segments (docs/product.md §2), in the order the site offers them. */
export const LISTING_CATEGORIES = ['female-escorts', 'male-escorts', 'trans-escorts', 'all', 'libertines'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

/** The two sites (docs/product.md §1): QC serves Quebec, CA serves the whole country, Quebec included. */
export type SiteVariant = 'QC' | 'CA';

/** A place name in both site languages; most places share one spelling. */
export interface LocalizedLabel {
  readonly fr: string;
  readonly en: string;
}
export type LabelLocale = keyof LocalizedLabel;

/** A province (docs/product.md §3). `key` is its URL-safe name; `id` is what other records store. */
export interface Province {
  readonly key: string;
  readonly id: string;
  readonly label: LocalizedLabel;
  /** i18n key of the province name, for screens that translate through i18next rather than `label`. */
  readonly translationKey: string;
}

/** A place across the border of the site's coverage, linked to the sister site's listing pages. */
export interface NearbyCity {
  readonly label: LocalizedLabel;
  /** Listing paths on the sister site, one per category; `nearbyCityUrls` adds the site's base URL. */
  readonly urls: Readonly<Record<ListingCategory, string>>;
}

/** A region (docs/product.md §3): the first URL segment after the category. */
export interface Region {
  /** Unique across the whole country: listing URLs carry no province segment. */
  readonly key: string;
  readonly id: string;
  readonly label: LocalizedLabel;
  /** What quick filters and the footer show when the official name is long (Capitale-Nationale → Québec). */
  readonly shortName?: LocalizedLabel;
  /** Some site offers it as a quick filter (each site's list, busiest first, is in shared/src/variants.ts). */
  readonly quickFilter: boolean;
  /** The footer links to this region's female-escorts listing. */
  readonly footerLink: boolean;
  /** A region without cities that acts as one city: its listings have no city segment. */
  readonly standalone: boolean;
  /** Province key. */
  readonly province: string;
  /** Keys of the region's first three cities, which are listed most important first. */
  readonly popularCities: readonly string[];
  readonly nearbyCity?: NearbyCity;
}

/** A city (docs/product.md §3): the optional last URL segment of a listing. */
export interface City {
  /** Unique within its region. */
  readonly key: string;
  readonly id: string;
  readonly label: LocalizedLabel;
  /** Region key. */
  readonly region: string;
  /** Other names people search by: former municipalities, boroughs, neighbourhoods. */
  readonly keywords?: readonly string[];
  /** The footer links to this city's female-escorts listing. */
  readonly footerLink: boolean;
}
