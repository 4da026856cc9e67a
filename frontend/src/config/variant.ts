import { VARIANTS as SHARED_VARIANTS, type Locale, type PaymentMethod, type VariantSettings } from '@annuaire/shared';
import { env, type Env } from './env';

export type Website = Env['VITE_WEBSITE'];
export type { Locale, PaymentMethod };

/**
 * Everything that differs between the Quebec and the Canada-wide site: the shared settings
 * (shared/src/variants.ts), plus the addresses this build was given.
 */
export interface Variant extends Omit<VariantSettings, 'sister'> {
  /** Public address of this site (canonical links); unset falls back to the page's own origin. */
  siteUrl: string | undefined;
  /** The other variant's public address, linked from the footer. */
  sisterSiteUrl: string | undefined;
}

const SITE_URLS: Readonly<Record<Website, string | undefined>> = {
  QC: env.VITE_QC_SITE_URL,
  CA: env.VITE_CA_SITE_URL,
};

const withUrls = ({ sister, ...settings }: VariantSettings): Variant => ({
  ...settings,
  siteUrl: SITE_URLS[settings.website],
  sisterSiteUrl: SITE_URLS[sister],
});

export const VARIANTS: Readonly<Record<Website, Variant>> = {
  QC: withUrls(SHARED_VARIANTS.QC),
  CA: withUrls(SHARED_VARIANTS.CA),
};

/** The variant this bundle was built for. */
export const variant: Variant = VARIANTS[env.VITE_WEBSITE];
