import { useQuery } from '@tanstack/react-query';
import { variant } from '@/config/variant';
import { fetcher, type ResponseSchema } from '@/lib/api-client';

/** The partner sub-navigation's links (docs/product.md §2), in their `/go/menu-1..3` order. */
export const PARTNER_LINKS = ['liveCams', 'dating', 'dating2'] as const;
export type PartnerLink = (typeof PARTNER_LINKS)[number];

/** What the site obeys of the staff's app settings (GET /api/app-settings). */
export interface SiteSettings {
  maintenanceMode: boolean;
  cookieConsentEnabled: boolean;
  /** The partner links an admin set; each is reached through `/go/menu-n`, which counts the click. */
  partnerLinks: PartnerLink[];
}

/** An unreachable settings endpoint must not take the site down: the variant's defaults apply. */
const FALLBACK: SiteSettings = {
  maintenanceMode: false,
  cookieConsentEnabled: variant.cookieConsent,
  partnerLinks: [],
};

/** The partner links the answer names that the site knows; anything else is left out. */
export const partnerLinksOf = (value: unknown): PartnerLink[] =>
  Array.isArray(value) ? PARTNER_LINKS.filter((link) => value.includes(link)) : [];

/** Two booleans and a list, checked by hand: a validation library in every page's first download would cost more. */
const SiteSettingsAnswer: ResponseSchema<SiteSettings> = {
  '~standard': {
    version: 1,
    vendor: 'annuaire',
    validate: (value) => {
      const answer = (value ?? {}) as Partial<Record<keyof SiteSettings, unknown>>;
      return typeof answer.maintenanceMode === 'boolean' && typeof answer.cookieConsentEnabled === 'boolean'
        ? {
            value: {
              maintenanceMode: answer.maintenanceMode,
              cookieConsentEnabled: answer.cookieConsentEnabled,
              partnerLinks: partnerLinksOf(answer.partnerLinks),
            },
          }
        : { issues: [{ message: 'maintenanceMode and cookieConsentEnabled must be booleans' }] };
    },
  },
};

export const SITE_SETTINGS_KEY = ['app-settings'] as const;

/**
 * The settings in force, re-read every minute at most, so a maintenance switched on in the staff area
 * reaches visitors without a deployment. `checked` turns true once they are known (or known unreachable).
 */
export function useSiteSettings(): { settings: SiteSettings; checked: boolean } {
  const query = useQuery({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: ({ signal }) => fetcher('/api/app-settings', SiteSettingsAnswer, signal),
    staleTime: 60_000,
    retry: 1,
  });
  return { settings: query.data ?? FALLBACK, checked: !query.isPending };
}
