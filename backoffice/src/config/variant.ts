/** Set by vite.config.ts (and vitest.config.ts) from WEBSITE: the staff app is built per variant like the site. */
declare const __WEBSITE__: 'QC' | 'CA';

export type Website = 'QC' | 'CA';
export type Locale = 'fr' | 'en';

/** What differs between the Quebec and the Canada-wide staff app (SPEC §1, §9): language and palette. */
export interface Variant {
  readonly website: Website;
  readonly defaultLocale: Locale;
  readonly primary: string;
}

export const VARIANTS: Readonly<Record<Website, Variant>> = {
  QC: { website: 'QC', defaultLocale: 'fr', primary: '#00B79E' },
  CA: { website: 'CA', defaultLocale: 'en', primary: '#8E86FE' },
};

/** The variant this bundle was built for. */
export const variant: Variant = VARIANTS[__WEBSITE__];

/** Where the public site lives: the same origin, at its root. */
export const SITE_ROOT = '/';
/** Where the staff app is served (backend/src/api/app.ts) and its router's base. */
export const HQ_BASENAME = '/hq';
