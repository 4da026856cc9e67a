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

/**
 * The analysts' group role: `<database>_analyst` (`annuaire_analyst` for the product's database), derived from the
 * database's name because roles are cluster-wide: two databases of one cluster (the test files', a staging copy)
 * never share a group, so a login made for one reads nothing of the other, and concurrent migrations never update
 * the same role. Cut to 50 characters so the name stays within PostgreSQL's 63.
 */
export const ANALYST_GROUP_SQL = `left(current_database(), 50) || '_analyst'`;

/**
 * Read-only access for analysts (README "Analysts"): a NOLOGIN group that may connect to this database, use the
 * `analytics` schema and SELECT its views (those made later by this role too, through default privileges), and
 * nothing else: no USAGE on any other schema, no temporary tables (TEMP is revoked from PUBLIC, which every role
 * gets it from, and granted back to this role, which uses them), no CREATE on `public`. Each login copies the
 * group's settings (role settings are not inherited): read-only transactions by default, statements cut at 30 s,
 * idle transactions at 5 min (they hold back vacuum), `search_path` on `analytics`.
 * Idempotent, and run again by `npm run admin -- analyst create`, so a role that could not create roles when this
 * ran (no CREATEROLE: a warning, not a failed start) gets the group once it may, and a re-created `analytics`
 * schema gets its grants back.
 */
export const ANALYST_ACCESS_SQL = /* sql */ `
  create schema if not exists analytics;
  do $$
  declare
    analyst text := ${ANALYST_GROUP_SQL};
  begin
    begin
      if not exists (select from pg_roles where rolname = analyst) then
        begin
          execute format('create role %I nologin', analyst);
        exception when duplicate_object or unique_violation then
          null; -- created meanwhile by another session
        end;
      end if;
      execute format('alter role %I set default_transaction_read_only = on', analyst);
      execute format('alter role %I set statement_timeout = %L', analyst, '30s');
      execute format('alter role %I set idle_in_transaction_session_timeout = %L', analyst, '5min');
      execute format('alter role %I set search_path = analytics', analyst);
    exception when insufficient_privilege then
      raise warning 'analyst access not set up: role % may not create or alter roles (CREATEROLE)', current_user;
      return;
    end;
    execute format('grant connect on database %I to %I', current_database(), analyst);
    execute format('grant usage on schema analytics to %I', analyst);
    execute format('grant select on all tables in schema analytics to %I', analyst);
    execute format('alter default privileges in schema analytics grant select on tables to %I', analyst);
    execute format('revoke temporary on database %I from public', current_database());
    execute format('grant temporary on database %I to %I', current_database(), current_user);
    revoke create on schema public from public;
  end $$;
`;

export const analystAccessMigration: Migration = {
  id: 'connections/003_analyst_group',
  sql: ANALYST_ACCESS_SQL,
};
