import type { ColumnType, Selectable } from 'kysely';
import { VIEW_NAMES, type ViewName } from '@annuaire/shared';

/**
 * One row per user and Toronto day: a column per view name (docs/product.md §3), so sums over users, days and
 * names stay plain SQL. `summarised` says a `ViewsSummarised` event has fixed the day's counts: the
 * daily rollup looks for old days without it.
 */
export type DailyViewsTable = {
  user_id: string;
  /** A `date`; written as `YYYY-MM-DD` and read back through `to_char` (node-postgres would make it a local Date). */
  day: ColumnType<string, string, never>;
  summarised: boolean;
} & Record<ViewName, number>;

export interface StatisticsDatabase {
  daily_views: DailyViewsTable;
}

export type DailyViewsRow = Selectable<DailyViewsTable>;

export const STATISTICS_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".daily_views (
  user_id text not null,
  day date not null,
  summarised boolean not null default false,
  ${VIEW_NAMES.map((name) => `${name} integer not null default 0`).join(',\n  ')},
  primary key (user_id, day)
);
create index on "${schema}".daily_views (day);
create index on "${schema}".daily_views (day) where not summarised;
`;
