import type { ColumnType, Selectable } from 'kysely';
import type { AdLayout, AdPlacement, ListingCategory } from '@annuaire/shared';

/** One picture of a block, in the order added. */
export interface BlockPicture {
  readonly id: string;
  /** Storage key, served by `/api/blocks/images?url=`. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** One row per live campaign block; a deleted block's row goes away. */
export interface BlocksTable {
  id: string;
  /** The advertiser whose block it is: the only one besides admins who sees or edits it. */
  owner_id: string;
  href: string;
  body: string;
  layout_name: AdLayout;
  /** Derived from the layout (`placementOf`), so the site asks for one placement's blocks. */
  placement: AdPlacement;
  active: boolean;
  /** Its share of the placement's impressions (docs/product.md §6 choosing a block). */
  weight: number;
  /** Region keys and listing categories it is shown in; empty: everywhere. */
  regions: ColumnType<string[], string, string>;
  categories: ColumnType<ListingCategory[], string, string>;
  pictures: ColumnType<BlockPicture[], string, string>;
  created_at: ColumnType<Date, string, never>;
  updated_at: ColumnType<Date, string, string>;
  txn: ColumnType<string, string, never>;
  pos: ColumnType<string, string, never>;
}

export interface CampaignsDatabase {
  blocks: BlocksTable;
}

export type BlockRow = Selectable<BlocksTable>;

export const CAMPAIGNS_TABLES_SQL = (schema: string) => /* sql */ `
create table "${schema}".blocks (
  id text primary key,
  owner_id text not null,
  href text not null,
  body text not null,
  layout_name text not null,
  placement text not null,
  active boolean not null,
  weight integer not null,
  regions jsonb not null,
  categories jsonb not null,
  pictures jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  txn numeric(20, 0) not null,
  pos bigint not null
);
create index on "${schema}".blocks (owner_id);
create index on "${schema}".blocks (placement) where active;
`;
