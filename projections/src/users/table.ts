import type { ColumnType, Selectable } from 'kysely';
import type { UserState } from '@annuaire/shared';

/**
 * One row per user: the folded state as JSON (the fold of shared/users/state.ts) plus the columns that
 * lists, search and staff filters query on.
 */
export interface UsersTable {
  id: string;
  username: string;
  role: string;
  gender: string;
  libertine: boolean;
  pending: boolean;
  vip_until: Date | null;
  online: Date | null;
  ghost: boolean;
  verification_state: string | null;
  /** active, merging, merged or deleted. */
  status: string;
  created_at: ColumnType<Date, string, string>;
  updated_at: ColumnType<Date, string, string>;
  /** Stream position of the last folded event. */
  revision: ColumnType<string, string, string>;
  state: ColumnType<UserState, string, string>;
}

export interface UsersDatabase {
  users: UsersTable;
}

export type UserRow = Selectable<UsersTable>;

export const USERS_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".users (
  id text primary key,
  username text not null,
  role text not null,
  gender text not null,
  libertine boolean not null,
  pending boolean not null,
  vip_until timestamptz,
  online timestamptz,
  ghost boolean not null,
  verification_state text,
  status text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  revision bigint not null,
  state jsonb not null
);
create index on "${schema}".users (lower(username));
create index on "${schema}".users (role, status);
create index on "${schema}".users (created_at);
`;
