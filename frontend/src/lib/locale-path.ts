import { variant, type Locale } from '@/config/variant';

export const LOCALES = ['fr', 'en'] as const satisfies readonly Locale[];

export function isLocale(value: string | undefined): value is Locale {
  return value === 'fr' || value === 'en';
}

/**
 * Splits a URL path into its locale and the locale-free path: on the Quebec site `/en/faq` is English
 * `/faq` and `/faq` is French `/faq`. Only the non-default locale has a prefix, so each page has one
 * indexable URL per language.
 */
export function splitLocale(
  pathname: string,
  defaultLocale: Locale = variant.defaultLocale,
): { locale: Locale; path: string } {
  const match = /^\/(fr|en)(?=\/|$)(.*)$/.exec(pathname);
  if (match && match[1] !== defaultLocale && isLocale(match[1])) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: defaultLocale, path: pathname || '/' };
}

/** The URL path of a locale-free path in a locale (`/faq`, en, on the Quebec site → `/en/faq`). */
export function localizePath(path: string, locale: Locale, defaultLocale: Locale = variant.defaultLocale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  const cut = clean.search(/[?#]/);
  const pathname = cut === -1 ? clean : clean.slice(0, cut);
  const rest = cut === -1 ? '' : clean.slice(cut);
  return (pathname === '/' ? `/${locale}` : `/${locale}${pathname}`) + rest;
}
