import type { Migration } from '../postgres/migrations';

/**
 * What connected-accounts lookups compare beyond the accounts table (docs/product.md §7 lookup-connections): the
 * addresses members signed in from, kept apart from sessions (which end, and are purged) for a window only, and a
 * perceptual hash of every gallery picture. Emails compare through `accounts.email_match_key` (Gmail ignores dots,
 * most providers a `+tag`). Addresses already in sessions are carried over.
 */
export const connectionsMigration: Migration = {
  id: 'connections/001_addresses_and_picture_hashes',
  sql: /* sql */ `
    create schema if not exists safety;
    create table safety.login_addresses (
      user_id text not null,
      ip text not null,
      first_seen timestamptz not null,
      last_seen timestamptz not null,
      primary key (user_id, ip)
    );
    create index on safety.login_addresses (ip);
    create index on safety.login_addresses (last_seen);
    insert into safety.login_addresses (user_id, ip, first_seen, last_seen)
      select user_id, ip, min(created_at), max(last_seen_at) from auth_sessions
       where ip is not null and impersonator_id is null group by user_id, ip;
    create table safety.picture_hashes (
      picture_id text primary key,
      user_id text not null,
      hash bigint not null,
      created_at timestamptz not null default now()
    );
    create index on safety.picture_hashes (user_id);
    create function accounts.email_match_key(email text) returns text
      language sql immutable parallel safe as $$
        select case
          when domain in ('gmail.com', 'googlemail.com') then replace(split_part(local, '+', 1), '.', '') || '@gmail.com'
          else split_part(local, '+', 1) || '@' || domain
        end
        from (select split_part(lower(trim(email)), '@', 1) as local, split_part(lower(trim(email)), '@', 2) as domain) parts
    $$;
    create index accounts_email_match_key on accounts.accounts (accounts.email_match_key(email)) where status = 'active';
    create index accounts_contact_email_match_key on accounts.accounts (accounts.email_match_key(contact_email))
      where status = 'active' and contact_email is not null;
  `,
};

/** Trigram similarity for near-identical bios (duplicates/queries.ts); a trusted extension in PostgreSQL 13+. */
export const trigramMigration: Migration = {
  id: 'connections/002_pg_trgm',
  sql: `create extension if not exists pg_trgm;`,
};
