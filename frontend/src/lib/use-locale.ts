import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '@/config/variant';
import { localizePath, splitLocale } from './locale-path';

/** The locale the current URL is in, and the URL path without its locale prefix. */
export function useLocale(): { locale: Locale; path: string } {
  const { pathname } = useLocation();
  return splitLocale(pathname);
}

/** Turns a locale-free site path (`/faq`) into the current locale's URL (`/en/faq` on English Quebec pages). */
export function useLocalize(): (path: string) => string {
  const { locale } = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
