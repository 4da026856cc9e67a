import type { ColumnType, Selectable } from 'kysely';

/** One row per live help service; a deleted one's row goes away. Texts per language in their own columns, to sort on. */
export interface HelpServicesTable {
  id: string;
  name_fr: string;
  name_en: string;
  description_fr: string;
  description_en: string;
  url: string | null;
  phone: string | null;
  created_at: ColumnType<Date, string, never>;
  updated_at: ColumnType<Date, string, string>;
  /** Log position of the creation, so "newest first" is stable within one millisecond. */
  txn: ColumnType<string, string, never>;
  pos: ColumnType<string, string, never>;
}

export interface HelpServicesDatabase {
  help_services: HelpServicesTable;
}

export type HelpServiceRow = Selectable<HelpServicesTable>;

export const HELP_SERVICES_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".help_services (
  id text primary key,
  name_fr text not null,
  name_en text not null,
  description_fr text not null,
  description_en text not null,
  url text,
  phone text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  txn numeric(20, 0) not null,
  pos bigint not null
);
`;
