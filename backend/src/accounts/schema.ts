import type { ColumnType } from 'kysely';
import type { Migration } from '../postgres/migrations';

/**
 * The command side of accounts: credentials and personal contact data, kept out of events so that
 * deleting a user erases them. Unique usernames and emails are enforced here, among live accounts.
 */
export const accountsMigration: Migration = {
  id: 'accounts/001_accounts',
  sql: /* sql */ `
    create schema if not exists accounts;
    create table accounts.accounts (
      user_id text primary key,
      username text not null,
      email text not null,
      password_hash text,
      contact_email text,
      phone text,
      status text not null default 'active',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index accounts_username_key on accounts.accounts (lower(username)) where status = 'active';
    create unique index accounts_email_key on accounts.accounts (lower(email)) where status = 'active';
    create table accounts.tokens (
      token_hash text primary key,
      user_id text not null,
      purpose text not null,
      new_email text,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index on accounts.tokens (user_id);
  `,
};

/**
 * Look-alike usernames: each live account stores its username's confusable skeleton
 * (accounts/usernames.ts), unique like the name itself, so a Cyrillic `еscort` is refused beside
 * `escort` by an index, race-free. Accounts older than the column get theirs from
 * `backfillUsernameSkeletons` at start.
 */
export const usernameSkeletonMigration: Migration = {
  id: 'accounts/002_username_skeleton',
  sql: /* sql */ `
    alter table accounts.accounts add column username_skeleton text;
    create unique index accounts_username_skeleton_key on accounts.accounts (username_skeleton)
      where status = 'active';
  `,
};

export interface AccountsTable {
  user_id: string;
  username: string;
  /** `usernameSkeleton(username)`; null only for accounts not backfilled yet (or a grandfathered look-alike). */
  username_skeleton: string | null;
  email: string;
  password_hash: string | null;
  contact_email: string | null;
  phone: string | null;
  /** active, deleted or merged. */
  status: string;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface TokensTable {
  token_hash: string;
  user_id: string;
  purpose: string;
  new_email: string | null;
  expires_at: Date;
  used_at: Date | null;
}

export interface AccountsDatabase {
  'accounts.accounts': AccountsTable;
  'accounts.tokens': TokensTable;
}
