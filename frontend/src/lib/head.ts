import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { variant, type Locale } from '@/config/variant';
import { LOCALES, localizePath } from './locale-path';

const MANAGED = 'data-managed';

function upsert<K extends 'meta' | 'link'>(tag: K, selector: string, attributes: Record<string, string>): void {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(MANAGED, '');
    document.head.append(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

/** Public origin of this site: the configured address, else the page's own (development, previews). */
export function siteOrigin(): string {
  return (variant.siteUrl ?? window.location.origin).replace(/\/$/, '');
}

/**
 * Canonical and hreflang alternates for a locale-free path: each language version names the others, and
 * x-default points at the variant's default language, so search engines index both without duplicates.
 */
export function setLanguageLinks(path: string, locale: Locale): void {
  const origin = siteOrigin();
  upsert('link', 'link[rel="canonical"]', { rel: 'canonical', href: origin + localizePath(path, locale) });
  for (const language of LOCALES) {
    upsert('link', `link[rel="alternate"][hreflang="${language}"]`, {
      rel: 'alternate',
      hreflang: language,
      href: origin + localizePath(path, language),
    });
  }
  upsert('link', 'link[rel="alternate"][hreflang="x-default"]', {
    rel: 'alternate',
    hreflang: 'x-default',
    href: origin + localizePath(path, variant.defaultLocale),
  });
  document.documentElement.lang = locale;
}

/** A page's document title: its own name, then the site's. */
export function documentTitle(title: string, siteName: string): string {
  return title && title !== siteName ? `${title} · ${siteName}` : siteName;
}

export function setPageMeta(title: string, description: string | undefined, siteName: string): void {
  document.title = documentTitle(title, siteName);
  if (description) upsert('meta', 'meta[name="description"]', { name: 'description', content: description });
}

/**
 * Set by the server render (entry-server.tsx) only: effects do not run there, so a page's title and
 * description are handed over while it renders, to be written into the served `<head>`.
 */
export const ServerPageMeta = createContext<((title: string, description: string | undefined) => void) | null>(null);

/** Each page names itself: document title and meta description, in the current language. */
export function usePageMeta(title: string, description?: string): void {
  const { t } = useTranslation();
  const siteName = t(`site.name.${variant.website}`);
  useContext(ServerPageMeta)?.(title, description);
  useEffect(() => {
    setPageMeta(title, description, siteName);
  }, [title, description, siteName]);
}
