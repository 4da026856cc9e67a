/** The staff's app settings the site obeys (maintenance, cookie consent). */
export { useSiteSettings, type SiteSettings } from './use-site-settings';
export { SITE_SETTINGS_KEY, PARTNER_LINKS, partnerLinksOf, type PartnerLink } from './use-site-settings';
