import type { ColumnType, Selectable } from 'kysely';
import type { UserState } from '@annuaire/shared';
import type { CardState } from './card';

/**
 * The public directory: one row per live user (`profiles`, what cards and profile pages show, with the
 * search text), and the listing entries (`entries`): one row per profile, listing and version.
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
  headline: string;
  /** Live escort or libertine, not ghost: may show in search (time rules apply at query time). */
  holder: boolean;
  pending: boolean;
  libertine: boolean;
  role: string;
  verification_open: boolean;
  registered_at: Date;
  last_active: Date | null;
  sort_key: string;
  created_at: ColumnType<Date, string, string>;
}

export interface EntriesTable {
  user_id: string;
  /** `{category}/{region}` or `{category}/{region}/{city}`: the listing URL without the page. */
  listing: string;
  /** Rank order within the listing: staff override, VIP, availability recency, id (see sortKey.ts). */
  sort_key: string;
  gender: string;
  incall: boolean;
  outcall: boolean;
  virtual: boolean;
  phone: boolean;
  email: boolean;
  messaging: boolean;
  pending: boolean;
  libertine: boolean;
  role: string;
  verification_open: boolean;
  registered_at: Date;
  last_active: Date | null;
  valid_from: ColumnType<string, string | number, never>;
  valid_to: ColumnType<string | null, never, string | number>;
  closed_at: ColumnType<Date | null, never, string>;
}

export interface SnapshotTable {
  id: number;
  version: ColumnType<string, number, string | number>;
}

/**
 * What search reads, apart from the wide profile rows: a trigram scan rechecks every candidate row,
 * and narrow rows keep that to a few pages instead of one page per candidate.
 */
export interface SearchTable {
  id: string;
  /** Username and headline, as written. */
  source: string;
  /** `unaccent(lower(source))`, trigram-indexed. */
  search_text: ColumnType<string, never, never>;
  holder: boolean;
  pending: boolean;
  libertine: boolean;
  role: string;
  verification_open: boolean;
  registered_at: Date;
  last_active: Date | null;
  sort_key: string;
}

export interface DirectoryDatabase {
  profiles: ProfilesTable;
  search: SearchTable;
  entries: EntriesTable;
  snapshot: SnapshotTable;
}

export type ProfileRow = Selectable<ProfilesTable>;
export type EntryRow = Selectable<EntriesTable>;

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
  headline text not null default '',
  holder boolean not null,
  pending boolean not null,
  libertine boolean not null,
  role text not null,
  verification_open boolean not null,
  registered_at timestamptz not null,
  last_active timestamptz,
  sort_key text collate "C" not null,
  created_at timestamptz not null
);
create unique index on "${schema}".profiles (lower(username));
create table "${schema}".search (
  id text primary key,
  source text not null,
  search_text text generated always as ("${schema}".search_text(source)) stored,
  holder boolean not null,
  pending boolean not null,
  libertine boolean not null,
  role text not null,
  verification_open boolean not null,
  registered_at timestamptz not null,
  last_active timestamptz,
  sort_key text collate "C" not null
);
create index on "${schema}".search using gin (search_text public.gin_trgm_ops) where holder;
create table "${schema}".entries (
  user_id text not null,
  listing text collate "C" not null,
  sort_key text collate "C" not null,
  gender text not null,
  incall boolean not null,
  outcall boolean not null,
  virtual boolean not null,
  phone boolean not null,
  email boolean not null,
  messaging boolean not null,
  pending boolean not null,
  libertine boolean not null,
  role text not null,
  verification_open boolean not null,
  registered_at timestamptz not null,
  last_active timestamptz,
  valid_from bigint not null,
  valid_to bigint,
  closed_at timestamptz
);
create index on "${schema}".entries (listing, sort_key);
create index on "${schema}".entries (user_id) where valid_to is null;
create index on "${schema}".entries (closed_at) where closed_at is not null;
create table "${schema}".snapshot (id int primary key, version bigint not null);
insert into "${schema}".snapshot values (1, 0);
`;
