import type { SiteVariant } from './locations/types';

export type Locale = 'fr' | 'en';
export type PaymentMethod = 'interac' | 'crypto';

/**
 * Everything that differs between the Quebec and the Canada-wide site (docs/product.md §1, §6, §9), in one
 * place for the API, the site and the staff app. Addresses that depend on where a site is deployed are not
 * here: each app adds them from its own configuration.
 */
export interface VariantSettings {
  readonly website: SiteVariant;
  /** Served at `/`; the other locale lives under its `/{locale}` prefix. */
  readonly defaultLocale: Locale;
  readonly otherLocale: Locale;
  /** The palette's primary colour (§9). */
  readonly primary: string;
  /** How members may pay for credits (§1): crypto in Quebec only. */
  readonly payments: readonly PaymentMethod[];
  /** A member counts as most reported past both thresholds: reports, distinct reporters (§9). */
  readonly mostReported: { readonly total: number; readonly unique: number };
  /** Quebec's Law 25 makes non-essential cookies opt-in, so only the Quebec site asks. */
  readonly cookieConsent: boolean;
  /** Quebec keeps website links and picture rotation for VIPs (§6); Canada gives them to everyone. */
  readonly vipOnly: { readonly websiteUrl: boolean; readonly pictureRotation: boolean };
  /** Region key the home page preselects. */
  readonly homeRegion: string;
  /**
   * Region keys of the site's quick filters (docs/product.md §2), the busiest first: the chips of every listing and
   * of the home. Each site offers its own places, so the Canada-wide site leads with Toronto, not Quebec's regions.
   */
  readonly quickFilters: readonly string[];
  /**
   * Region keys of the footer's popular searches, the busiest first; each brings the region's listing where the
   * region is flagged `footerLink` and its flagged cities (shared/src/locations/paths.ts `footerLinks`).
   */
  readonly popularRegions: readonly string[];
  /** The other variant, linked from the footer. */
  readonly sister: SiteVariant;
  /**
   * How long shared caches (a CDN, a proxy) may serve a public page or listing before revalidating, and how
   * long past that they may still serve it while they revalidate (§9 "cache revalidate", "max stale").
   */
  readonly publicCache: { readonly revalidateSeconds: number; readonly staleSeconds: number };
  /** The zone the site tells times in ("available from 21:00", docs/product.md §4, §9). */
  readonly timeZone: string;
}

export const VARIANTS: Readonly<Record<SiteVariant, VariantSettings>> = {
  QC: {
    website: 'QC',
    defaultLocale: 'fr',
    otherLocale: 'en',
    primary: '#00B79E',
    payments: ['interac', 'crypto'],
    mostReported: { total: 7, unique: 3 },
    cookieConsent: true,
    vipOnly: { websiteUrl: true, pictureRotation: true },
    homeRegion: 'montreal',
    quickFilters: ['montreal', 'capitale-nationale', 'laval', 'monteregie', 'laurentides'],
    popularRegions: [
      'montreal',
      'capitale-nationale',
      'laval',
      'monteregie',
      'laurentides',
      'lanaudiere',
      'outaouais',
      'chaudiere-appalaches',
      'estrie',
      'mauricie',
      'saguenay-lac-saint-jean',
      'centre-du-quebec',
    ],
    sister: 'CA',
    publicCache: { revalidateSeconds: 60, staleSeconds: 120 },
    timeZone: 'America/Toronto',
  },
  CA: {
    website: 'CA',
    defaultLocale: 'en',
    otherLocale: 'fr',
    primary: '#8E86FE',
    payments: ['interac'],
    mostReported: { total: 1, unique: 1 },
    cookieConsent: false,
    vipOnly: { websiteUrl: false, pictureRotation: false },
    homeRegion: 'greater-toronto-area',
    // Canada's largest metropolitan areas, by population (Statistics Canada).
    quickFilters: ['greater-toronto-area', 'montreal', 'metro-vancouver', 'calgary', 'edmonton', 'ottawa', 'winnipeg'],
    popularRegions: [
      'greater-toronto-area',
      'montreal',
      'metro-vancouver',
      'calgary',
      'edmonton',
      'ottawa',
      'winnipeg',
      'capitale-nationale',
      'hamilton-niagara',
      'southwestern-ontario',
      'halifax',
      'saskatoon',
      'regina',
      'vancouver-island',
      'st-johns',
      'moncton',
    ],
    sister: 'QC',
    publicCache: { revalidateSeconds: 10, staleSeconds: 120 },
    timeZone: 'America/Toronto',
  },
};
