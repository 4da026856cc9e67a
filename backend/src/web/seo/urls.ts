import { VARIANTS, type Locale, type SiteVariant } from '@annuaire/shared';

/** An absolute URL on the configured public address (a trailing slash in the setting is ignored). */
export const siteUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/**
 * What a language adds before a page's path: nothing for the default language, `/en` or `/fr` for the other
 * (as frontend/src/lib/locale-path.ts `localizePath`): `/faq` in English on the Quebec site is `/en/faq`.
 */
export const localePrefix = (locale: Locale, website: SiteVariant) =>
  locale === VARIANTS[website].defaultLocale ? '' : `/${locale}`;

/** The site's two languages, its default first. */
export const siteLocales = (website: SiteVariant): readonly Locale[] => [
  VARIANTS[website].defaultLocale,
  VARIANTS[website].otherLocale,
];
