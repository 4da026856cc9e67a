import type { Locale, SiteVariant } from '@annuaire/shared';
import { localePrefix, siteLocales, siteUrl } from './urls';

/** A page a sitemap lists: its locale-free path and when it last changed, if known. */
export interface SitemapPage {
  readonly path: string;
  readonly lastmod: Date | null;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or a quoted attribute. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/** W3C datetime to the second, as the sitemap protocol shows it. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN =
  XML_DECLARATION +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

/** Where pages are and in which language a sitemap lists them. */
export interface SitemapSite {
  readonly publicUrl: string;
  readonly website: SiteVariant;
}

/**
 * Writes `<url>` entries in `locale`, each with every language version as an `hreflang` alternate (itself
 * included, as the protocol asks). `x-default` is left to the pages' heads: here it would add a fifth to a part's
 * size. The parts that do not depend on the page are worked out once: a part renders 50,000 of these.
 */
export function urlWriter(locale: Locale, site: SitemapSite): (page: SitemapPage) => string {
  const origin = escapeXml(siteUrl(site.publicUrl, ''));
  const languages = siteLocales(site.website);
  const prefixes = new Map(languages.map((language) => [language, localePrefix(language, site.website)]));
  // The other language's home is `/en`, not `/en/`.
  const address = (language: Locale, path: string) =>
    origin + (path === '/' ? prefixes.get(language) || '/' : prefixes.get(language)! + path);
  return (page) => {
    const path = escapeXml(page.path);
    const alternates = languages.map(
      (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${address(language, path)}"/>`,
    );
    const lastmod = page.lastmod ? `<lastmod>${w3cDate(page.lastmod)}</lastmod>` : '';
    return `<url><loc>${address(locale, path)}</loc>${lastmod}${alternates.join('')}</url>\n`;
  };
}

/** The sitemap index naming each part by its absolute address. */
export function sitemapIndexXml(partUrls: readonly string[]): string {
  const entries = partUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}
