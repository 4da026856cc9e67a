import type { Locale } from '@/config/variant';
import { ONE_YEAR_SECONDS, readCookie, writeCookie } from './cookies';
import { isLocale, localizePath, splitLocale } from './locale-path';

/** The visitor's language choice, kept for a year (docs/product.md §2) and readable by the server too. */
export const LANGUAGE_COOKIE = 'lang';

export function rememberLanguage(locale: Locale): void {
  writeCookie(LANGUAGE_COOKIE, locale, ONE_YEAR_SECONDS);
}

export function rememberedLanguage(): Locale | undefined {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLocale(value) ? value : undefined;
}

/** The same page in another language: same path and query (and fragment), other locale prefix. */
export function pathInLanguage(location: { pathname: string; search: string; hash: string }, target: Locale): string {
  return localizePath(splitLocale(location.pathname).path, target) + location.search + location.hash;
}

/**
 * On arrival at an unprefixed (default-language) address, a visitor who chose the other language earlier
 * is taken to that version. Prefixed addresses are explicit choices and are left alone; crawlers carry no
 * cookie, so both versions stay indexable.
 */
export function preferredLanguageRedirect(
  location: { pathname: string; search: string; hash: string },
  defaultLocale: Locale,
): string | null {
  const remembered = rememberedLanguage();
  if (!remembered || remembered === defaultLocale) return null;
  if (splitLocale(location.pathname, defaultLocale).locale !== defaultLocale) return null;
  return localizePath(location.pathname, remembered, defaultLocale) + location.search + location.hash;
}
