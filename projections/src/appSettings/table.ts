import type { ColumnType } from 'kysely';

/** One row per setting an admin has changed; a setting without a row has the variant's default. */
export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, string, string>;
  updated_by: string | null;
}

export interface AppSettingsDatabase {
  settings: SettingsTable;
}

export const APP_SETTINGS_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null,
  updated_by text
);
`;
