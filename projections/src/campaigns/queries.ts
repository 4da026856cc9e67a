import type { Kysely } from 'kysely';
import type { AdLayout, AdPlacement, ListingCategory } from '@annuaire/shared';
import { readPage, type Page, type PageRequest } from '../queries/paging';
import type { BlockPicture, BlockRow, CampaignsDatabase } from './table';

/** A campaign block as the APIs answer it. */
export interface BlockRecord {
  readonly id: string;
  readonly ownerId: string;
  readonly href: string;
  readonly body: string;
  readonly layoutName: AdLayout;
  readonly placement: AdPlacement;
  readonly active: boolean;
  readonly weight: number;
  readonly regions: readonly string[];
  readonly categories: readonly ListingCategory[];
  readonly pictures: readonly BlockPicture[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

export type BlockSort = 'createdAt' | 'updatedAt' | 'layoutName' | 'href' | 'active';

const blocks = (db: Kysely<CampaignsDatabase>) => db.withSchema('campaigns').selectFrom('blocks');

function toRecord(row: BlockRow): BlockRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    href: row.href,
    body: row.body,
    layoutName: row.layout_name,
    placement: row.placement,
    active: row.active,
    weight: row.weight,
    regions: row.regions,
    categories: row.categories,
    pictures: row.pictures,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function findBlockById(db: Kysely<CampaignsDatabase>, id: string): Promise<BlockRecord | null> {
  const row = await blocks(db).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

export interface BlockFilter {
  /** Only this advertiser's blocks: an advertiser's lists always carry it. */
  readonly ownerId?: string;
  readonly placement?: AdPlacement;
  readonly layoutName?: AdLayout;
  readonly active?: boolean;
  readonly ids?: readonly string[];
}

/** Blocks newest first unless sorted otherwise, with the total matching the filter. */
export async function listBlocks(
  db: Kysely<CampaignsDatabase>,
  filter: BlockFilter,
  page: PageRequest & { sort: BlockSort; descending: boolean },
): Promise<Page<BlockRecord>> {
  let query = blocks(db);
  if (filter.ownerId) query = query.where('owner_id', '=', filter.ownerId);
  if (filter.placement) query = query.where('placement', '=', filter.placement);
  if (filter.layoutName) query = query.where('layout_name', '=', filter.layoutName);
  if (filter.active !== undefined) query = query.where('active', '=', filter.active);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  const direction = page.descending ? 'desc' : 'asc';
  const column = {
    createdAt: 'txn',
    updatedAt: 'updated_at',
    layoutName: 'layout_name',
    href: 'href',
    active: 'active',
  } as const;
  const { rows, total } = await readPage(
    query,
    (filtered) =>
      filtered.selectAll().orderBy(column[page.sort], direction).orderBy('txn', direction).orderBy('pos', direction),
    page,
  );
  return { rows: rows.map(toRecord), total };
}
