import { env, type Env } from './env';

export type Website = Env['VITE_WEBSITE'];
export type Locale = 'fr' | 'en';
export type PaymentMethod = 'interac' | 'crypto';

/** Everything that differs between the Quebec and the Canada-wide site (SPEC §1, §9). */
export interface Variant {
  website: Website;
  /** Served at `/`; the other locale lives under its `/{locale}` prefix. */
  defaultLocale: Locale;
  otherLocale: Locale;
  primary: string;
  payments: readonly PaymentMethod[];
  /** A user counts as most reported past both thresholds (total reports, distinct reporters). */
  mostReported: { total: number; unique: number };
  /** Quebec's Law 25 makes non-essential cookies opt-in, so only the Quebec site asks. */
  cookieConsent: boolean;
  /** Public address of this site (canonical links); unset falls back to the page's own origin. */
  siteUrl: string | undefined;
  /** The other variant's public address, linked from the footer. */
  sisterSiteUrl: string | undefined;
  /** Region key the home page preselects. */
  homeRegion: string;
}

export const VARIANTS: Readonly<Record<Website, Variant>> = {
  QC: {
    website: 'QC',
    defaultLocale: 'fr',
    otherLocale: 'en',
    primary: '#00B79E',
    payments: ['interac', 'crypto'],
    mostReported: { total: 7, unique: 3 },
    cookieConsent: true,
    siteUrl: env.VITE_QC_SITE_URL,
    sisterSiteUrl: env.VITE_CA_SITE_URL,
    homeRegion: 'montreal',
  },
  CA: {
    website: 'CA',
    defaultLocale: 'en',
    otherLocale: 'fr',
    primary: '#8E86FE',
    payments: ['interac'],
    mostReported: { total: 1, unique: 1 },
    cookieConsent: false,
    siteUrl: env.VITE_CA_SITE_URL,
    sisterSiteUrl: env.VITE_QC_SITE_URL,
    homeRegion: 'greater-toronto-area',
  },
};

/** The variant this bundle was built for. */
export const variant: Variant = VARIANTS[env.VITE_WEBSITE];
