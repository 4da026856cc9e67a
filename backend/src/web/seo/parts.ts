import type { Locale } from '@annuaire/shared';

/** The sitemap protocol's ceiling of URLs per file. */
export const URLS_PER_PART = 50_000;

/** One file of a language's sitemap: `/sitemaps/{locale}-{number}.xml`, numbered from 1. */
export interface SitemapPart {
  readonly locale: Locale;
  readonly number: number;
}

export const partPath = ({ locale, number }: SitemapPart) => `/sitemaps/${locale}-${number}.xml`;

const PART_FILE = /^(fr|en)-([1-9][0-9]{0,5})\.xml$/;

/** The part a file name names (`en-2.xml`), or null for any other name. */
export function parsePartFile(file: string): SitemapPart | null {
  const match = PART_FILE.exec(file);
  return match ? { locale: match[1] as Locale, number: Number(match[2]) } : null;
}

/** How many files a language's `total` URLs take; an empty site still has one (its home). */
export const partCount = (total: number, perPart: number) => Math.max(1, Math.ceil(total / perPart));

/**
 * The positions, in a language's one ordered list of URLs (home, listings, then profiles), that part `number`
 * holds: `[start, end)`. Every language lists the same pages in the same order, so its parts match.
 */
export const partRange = (number: number, perPart: number) => ({
  start: (number - 1) * perPart,
  end: number * perPart,
});
