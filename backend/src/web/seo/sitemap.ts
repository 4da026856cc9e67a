import type { Kysely } from 'kysely';
import { countSitemapProfiles, sitemapListings, sitemapProfiles } from '@annuaire/projections';
import { listingPath, parseListingPath, type Locale, type SiteVariant } from '@annuaire/shared';
import { partRange } from './parts';
import { URLSET_CLOSE, URLSET_OPEN, urlWriter, type SitemapPage, type SitemapSite } from './xml';

/** Profiles read per query while a part streams out: a bounded memory cost whatever the part's size. */
export const PROFILES_PER_QUERY = 5_000;

/** How a language's URLs are cut: per file, and per read-model query within a file. */
export interface PartSizes {
  readonly perPart: number;
  readonly perQuery: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the directory and users read models share one pool
type ReadModels = Kysely<any>;

/** A listing key as its canonical URL path, or null for a place this site does not serve. */
function listingPagePath(listing: string, website: SiteVariant): string | null {
  const parsed = parseListingPath(`/${listing}`, website);
  if (!parsed) return null;
  return listingPath({ category: parsed.category, region: parsed.region.key, city: parsed.city?.key });
}

const newest = (dates: readonly (Date | null)[]) =>
  dates.reduce<Date | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);

/** What every part of a language's sitemap is cut from: the pages before the profiles, and how many profiles follow. */
export interface SitemapContents {
  /** Home, then each listing with profiles listed now (docs/product.md §2), in listing order. */
  readonly pages: readonly SitemapPage[];
  readonly profiles: number;
}

export async function sitemapContents(db: ReadModels, now: Date, website: SiteVariant): Promise<SitemapContents> {
  const [listings, profiles] = await Promise.all([sitemapListings(db, now), countSitemapProfiles(db, now)]);
  const listingPages = listings.flatMap(({ listing, lastmod }) => {
    const path = listingPagePath(listing, website);
    return path ? [{ path, lastmod }] : [];
  });
  // The home page shows the newest profiles; it changes when any listing does.
  const home = { path: '/', lastmod: newest(listingPages.map((page) => page.lastmod)) };
  return { pages: [home, ...listingPages], profiles };
}

/**
 * `sitemapContents` read at most once per `ttlMs`, concurrent callers sharing one read: a crawler fetches the
 * index and then every part within moments, and each would otherwise aggregate every listing again. A failed
 * read is not kept.
 */
export function reusedContents(
  read: (now: Date) => Promise<SitemapContents>,
  ttlMs: number,
): (now: Date) => Promise<SitemapContents> {
  let kept: { at: number; contents: Promise<SitemapContents> } | null = null;
  return (now) => {
    if (kept && now.getTime() - kept.at < ttlMs && now.getTime() >= kept.at) return kept.contents;
    const contents = read(now);
    const entry = { at: now.getTime(), contents };
    kept = entry;
    contents.catch(() => {
      if (kept === entry) kept = null;
    });
    return contents;
  };
}

export const urlCount = (contents: SitemapContents) => contents.pages.length + contents.profiles;

/** The pages of part `number`, a batch at a time: its share of home and listings, then its profiles. */
async function* partPages(
  db: ReadModels,
  now: Date,
  contents: SitemapContents,
  part: { number: number } & PartSizes,
): AsyncGenerator<SitemapPage[]> {
  const { start, end } = partRange(part.number, part.perPart);
  const fixed = contents.pages.slice(start, end);
  if (fixed.length > 0) yield fixed;
  let offset = Math.max(0, start - contents.pages.length);
  let wanted = end - Math.max(start, contents.pages.length);
  let after: string | null = null;
  while (wanted > 0) {
    const limit = Math.min(part.perQuery, wanted);
    const rows = await sitemapProfiles(db, now, { after, offset, limit });
    if (rows.length > 0) {
      yield rows.map((row) => ({ path: `/user/${encodeURIComponent(row.username)}`, lastmod: row.lastmod }));
    }
    if (rows.length < limit) return;
    wanted -= rows.length;
    after = rows.at(-1)!.id;
    offset = 0;
  }
}

/** Part `number` of `locale`'s sitemap as XML text in pieces, to stream. */
export async function* sitemapPartXml(
  db: ReadModels,
  now: Date,
  contents: SitemapContents,
  part: { locale: Locale; number: number } & PartSizes,
  site: SitemapSite,
): AsyncGenerator<string> {
  const write = urlWriter(part.locale, site);
  yield URLSET_OPEN;
  for await (const pages of partPages(db, now, contents, part)) yield pages.map(write).join('');
  yield URLSET_CLOSE;
}
