import type { ColumnType, Selectable } from 'kysely';
import type { FlagType } from '@annuaire/shared';

/** One row per live flag; a deleted flag's row goes away. */
export interface FlagsTable {
  id: string;
  /** email or phone (docs/product.md §3). */
  type: FlagType;
  /** As staff entered it, normalised: a lowercased email, or digits with an optional leading +. */
  value: string;
  /** `flagMatchKey(type, value)`: what accounts are compared against and duplicates detected by. */
  match_key: string;
  note: string;
  created_by: string | null;
  created_at: ColumnType<Date, string, never>;
  updated_at: ColumnType<Date, string, string>;
  /** Log position of the creation, so "newest first" is stable within one millisecond. */
  txn: ColumnType<string, string, never>;
  pos: ColumnType<string, string, never>;
}

export interface FlagsDatabase {
  flags: FlagsTable;
}

export type FlagRow = Selectable<FlagsTable>;

export const FLAGS_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".flags (
  id text primary key,
  type text not null,
  value text not null,
  match_key text not null,
  note text not null,
  created_by text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  txn numeric(20, 0) not null,
  pos bigint not null
);
create index on "${schema}".flags (type, match_key);
create index on "${schema}".flags (txn, pos);
`;
