import type { ColumnType, Selectable } from 'kysely';
import type { AdSpot } from '@annuaire/shared';

/**
 * One row per block (or partner link), placement and Toronto day: the figures advertisers pay for
 * (docs/product.md §3 ad placements). `summarised` says an `AdFiguresSummarised` fixed the day, so the rollup
 * looks only for old days without it.
 */
export interface DailyAdFiguresTable {
  block_id: string;
  /** The advertiser; null for the partner sub-navigation, which only admins see. */
  owner_id: string | null;
  placement: AdSpot;
  /** A `date`, written `YYYY-MM-DD` and read back through `to_char`. */
  day: ColumnType<string, string, never>;
  impressions: number;
  clicks: number;
  summarised: boolean;
}

export interface AdStatisticsDatabase {
  daily_ad_figures: DailyAdFiguresTable;
}

export type DailyAdFiguresRow = Selectable<DailyAdFiguresTable>;

export const AD_STATISTICS_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".daily_ad_figures (
  block_id text not null,
  owner_id text,
  placement text not null,
  day date not null,
  impressions integer not null default 0,
  clicks integer not null default 0,
  summarised boolean not null default false,
  primary key (block_id, placement, day)
);
create index on "${schema}".daily_ad_figures (owner_id, day);
create index on "${schema}".daily_ad_figures (day) where not summarised;
`;
