import { VARIANTS, type Locale, type SiteVariant, type VariantSettings } from '@annuaire/shared';
/** Set by vite.config.ts (and vitest.config.ts) from WEBSITE: the staff app is built per variant like the site. */
declare const __WEBSITE__: 'QC' | 'CA';

export type Website = SiteVariant;
export type { Locale };

/** What the staff app takes from its variant (shared/src/variants.ts): language and palette. */
export type Variant = Pick<VariantSettings, 'website' | 'defaultLocale' | 'primary'>;

/** The variant this bundle was built for. */
export const variant: Variant = VARIANTS[__WEBSITE__];

/** Where the public site lives: the same origin, at its root. */
export const SITE_ROOT = '/';
/** Where the staff app is served (backend/src/api/app.ts) and its router's base. */
export const HQ_BASENAME = '/hq';
