import type { ColumnType, Selectable } from 'kysely';
import type { UserState } from '@annuaire/shared';
import type { CardState } from './card';
import { TYPO_KEYS_SQL } from './typoKeys';

/**
 * The public directory: one row per live user (`profiles`, what cards and profile pages show), the
 * search candidates (`search`), and the listing entries (`entries`): one row per profile, listing and
 * version.
 *
 * Entries are versioned so a visitor paging through a listing reads one consistent snapshot: a change
 * closes the current row (`valid_to`) and opens a new one under the next snapshot number; pages after
 * the first read the rows valid at the first page's snapshot. Closed rows are purged after an hour.
 */
export interface ProfilesTable {
  id: string;
  username: string;
  state: ColumnType<UserState, string, string>;
  /** The card's fields (card.ts): what listings and search fetch. */
  card: ColumnType<CardState, string, string>;
  created_at: ColumnType<Date, string, string>;
}

/** What listings and search filter and order on; time rules (review, inactivity) apply at query time. */
export interface RankColumns {
  pending: boolean;
  libertine: boolean;
  role: string;
  verification_open: boolean;
  /** Staff asked for a complete profile (docs/product.md §4): under review while pending. */
  completion_requested: boolean;
  /** Listed whatever the owner's inactivity (docs/product.md §4). */
  is_static: boolean;
  registered_at: Date;
  last_active: Date | null;
  /** Rank order: staff override, VIP, availability recency, id (see sortKey.ts). */
  sort_key: string;
}

/**
 * Search candidates: one narrow row per live escort or libertine not in ghost mode. A trigram scan
 * rechecks every candidate row, and narrow rows keep that to a few pages instead of one per candidate.
 */
export interface SearchTable extends RankColumns {
  id: string;
  /** Username, headline and tags, as written. */
  source: string;
  /** `unaccent(lower(source))`, trigram-indexed. */
  search_text: ColumnType<string, never, never>;
  /** The username the same way, indexed for "starts with" (the typeahead's first answers) and by its typo keys. */
  username: string;
  name_text: ColumnType<string, never, never>;
}

export interface EntriesTable extends RankColumns {
  user_id: string;
  /** `{category}/{region}` or `{category}/{region}/{city}`: the listing URL without the page. */
  listing: string;
  gender: string;
  incall: boolean;
  outcall: boolean;
  virtual: boolean;
  phone: boolean;
  email: boolean;
  messaging: boolean;
  /** The availability mark (docs/product.md §4): "available now" is a mark within the last 12 hours. */
  online: Date | null;
  /** VIP expiry: the "VIP" filter compares it with the query's clock, as cards do. */
  vip_until: Date | null;
  verified: boolean;
  valid_from: ColumnType<string, string | number, never>;
  valid_to: ColumnType<string | null, never, string | number>;
  closed_at: ColumnType<Date | null, never, string>;
}

export interface SnapshotTable {
  id: number;
  version: ColumnType<string, number, string | number>;
}

export interface DirectoryDatabase {
  profiles: ProfilesTable;
  search: SearchTable;
  entries: EntriesTable;
  snapshot: SnapshotTable;
}

export type ProfileRow = Selectable<ProfilesTable>;
export type EntryRow = Selectable<EntriesTable>;

/** The DDL of `RankColumns`, shared by the search and entries tables. */
const RANK_COLUMNS_SQL = `
  pending boolean not null,
  libertine boolean not null,
  role text not null,
  verification_open boolean not null,
  completion_requested boolean not null,
  is_static boolean not null,
  registered_at timestamptz not null,
  last_active timestamptz,
  sort_key text collate "C" not null`;

export const DIRECTORY_TABLES_SQL = (schema: string) => /* sql */ `
create extension if not exists pg_trgm with schema public;
create extension if not exists unaccent with schema public;
-- unaccent() is only stable (its dictionary could change); pinning the dictionary makes it indexable.
create function "${schema}".search_text(text) returns text language sql immutable parallel safe
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
create table "${schema}".profiles (
  id text primary key,
  username text not null,
  state jsonb not null,
  card jsonb not null,
  created_at timestamptz not null
);
create unique index on "${schema}".profiles (lower(username));
create table "${schema}".search (
  id text primary key,
  source text not null,
  search_text text generated always as ("${schema}".search_text(source)) stored,
  username text not null,
  name_text text collate "C" generated always as ("${schema}".search_text(username)) stored,${RANK_COLUMNS_SQL}
);
create index on "${schema}".search using gin (search_text public.gin_trgm_ops);
create index on "${schema}".search (name_text);
${TYPO_KEYS_SQL(schema)}
-- The usernames a mistyped term may mean (typoKeys.ts). An expression index: a name's ~40 keys live in the index
-- only, so the rows trigram scans recheck stay narrow (stored, they would take the table from 12 to 30 MB at 50,000
-- members); an update leaving the indexed columns as they were (ranks, activity: a HOT update) computes none.
create index on "${schema}".search using gin ("${schema}".typo_keys(name_text));
create table "${schema}".entries (
  user_id text not null,
  listing text collate "C" not null,
  gender text not null,
  incall boolean not null,
  outcall boolean not null,
  virtual boolean not null,
  phone boolean not null,
  email boolean not null,
  messaging boolean not null,
  online timestamptz,
  vip_until timestamptz,
  verified boolean not null,${RANK_COLUMNS_SQL},
  valid_from bigint not null,
  valid_to bigint,
  closed_at timestamptz
);
create index on "${schema}".entries (listing, sort_key);
-- The listing's other orders (docs/product.md §2 sort): recently active and newest, the user id breaking ties.
create index on "${schema}".entries (listing, last_active desc nulls last, user_id);
create index on "${schema}".entries (listing, registered_at desc, user_id);
create index on "${schema}".entries (user_id) where valid_to is null;
create index on "${schema}".entries (closed_at) where closed_at is not null;
create table "${schema}".snapshot (id int primary key, version bigint not null);
insert into "${schema}".snapshot values (1, 0);
`;
