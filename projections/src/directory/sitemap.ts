import { sql, type Kysely } from 'kysely';
import { directoryVisibleAt } from './queries';
import type { DirectoryDatabase } from './table';

/**
 * What the sitemap (docs/product.md §2 public pages) is built from: the listings and profiles a visitor sees now,
 * by the directory's own visibility rule, with when each last changed. The change time is the users read model's
 * `updated_at` (its last folded event); a user the users read model has not folded yet has none.
 */
export interface SitemapListing {
  /** `{category}/{region}` or `{category}/{region}/{city}`, as in the listing's URL. */
  readonly listing: string;
  /** The newest change among the profiles listed there. */
  readonly lastmod: Date | null;
}

export interface SitemapProfile {
  readonly id: string;
  readonly username: string;
  readonly lastmod: Date | null;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Every listing with at least one profile listed now, in listing order. */
export async function sitemapListings(db: Kysely<DirectoryDatabase>, now: Date): Promise<SitemapListing[]> {
  const { rows } = await sql<{ listing: string; lastmod: Date | string | null }>`
    select directory.entries.listing, max(users.users.updated_at) as lastmod
    from directory.entries
    left join users.users on users.users.id = directory.entries.user_id
    where directory.entries.valid_to is null and ${directoryVisibleAt(now, 'entries')}
    group by directory.entries.listing
    order by directory.entries.listing`.execute(db);
  return rows.map((row) => ({ listing: row.listing, lastmod: asDate(row.lastmod) }));
}

/** How many profiles are listed now (each has a public page). */
export async function countSitemapProfiles(db: Kysely<DirectoryDatabase>, now: Date): Promise<number> {
  const { rows } = await sql<{ total: string }>`
    select count(*) as total from directory.search where ${directoryVisibleAt(now, 'search')}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * Profiles listed now, in id order, a page at a time: `offset` places the first page of a sitemap part, then
 * `after` (the last id read) continues on the primary key, so a part of 50,000 never rescans what it has read.
 */
export async function sitemapProfiles(
  db: Kysely<DirectoryDatabase>,
  now: Date,
  page: { after: string | null; offset: number; limit: number },
): Promise<SitemapProfile[]> {
  const after = page.after === null ? sql`` : sql`and directory.search.id > ${page.after}`;
  const { rows } = await sql<{ id: string; username: string; lastmod: Date | string | null }>`
    select directory.search.id, directory.profiles.username, users.users.updated_at as lastmod
    from directory.search
    join directory.profiles on directory.profiles.id = directory.search.id
    left join users.users on users.users.id = directory.search.id
    where ${directoryVisibleAt(now, 'search')} ${after}
    order by directory.search.id
    offset ${page.offset} limit ${page.limit}`.execute(db);
  return rows.map((row) => ({ id: row.id, username: row.username, lastmod: asDate(row.lastmod) }));
}
