import type { Transaction } from 'kysely';
import { blockEvents, placementOf, unreachable } from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import { CAMPAIGNS_TABLES_SQL, type BlockPicture, type CampaignsDatabase } from './table';

/** Advertisers' campaign blocks (docs/product.md §3 Block), for the backoffice and the site's ad placements. */
export const campaignsProjection = defineProjection({
  name: 'campaigns',
  version: 2,
  events: blockEvents,
  tables: ['blocks'],
  createTables: CAMPAIGNS_TABLES_SQL,
  async handle(events, trx: Transaction<CampaignsDatabase>) {
    const picturesOf = async (id: string): Promise<BlockPicture[] | null> => {
      const row = await trx.selectFrom('blocks').select('pictures').where('id', '=', id).executeTakeFirst();
      return row ? row.pictures : null;
    };
    for (const event of events) {
      const id = event.stream.id;
      const at = event.metadata.at;
      switch (event.type) {
        case 'BlockCreated': {
          const { ownerId, href, body, layoutName, active, weight = 1, regions = [], categories = [] } = event.data;
          await trx
            .insertInto('blocks')
            .values({
              id,
              owner_id: ownerId,
              href,
              body,
              layout_name: layoutName,
              placement: placementOf(layoutName),
              active,
              weight,
              regions: JSON.stringify(regions),
              categories: JSON.stringify(categories),
              pictures: '[]',
              created_at: at,
              updated_at: at,
              txn: String(event.position.txn),
              pos: String(event.position.pos),
            })
            .execute();
          break;
        }
        case 'BlockEdited': {
          const { layoutName, regions, categories, ...rest } = event.data.changes;
          await trx
            .updateTable('blocks')
            .set({
              ...rest,
              ...(regions ? { regions: JSON.stringify(regions) } : {}),
              ...(categories ? { categories: JSON.stringify(categories) } : {}),
              ...(layoutName ? { layout_name: layoutName, placement: placementOf(layoutName) } : {}),
              updated_at: at,
            })
            .where('id', '=', id)
            .execute();
          break;
        }
        case 'BlockPictureAdded':
        case 'BlockPictureRemoved': {
          const pictures = await picturesOf(id);
          if (!pictures) break;
          const { pictureId } = event.data;
          const next =
            event.type === 'BlockPictureAdded'
              ? [
                  ...pictures,
                  { id: pictureId, url: event.data.url, width: event.data.width, height: event.data.height },
                ]
              : pictures.filter((picture) => picture.id !== pictureId);
          await trx
            .updateTable('blocks')
            .set({ pictures: JSON.stringify(next), updated_at: at })
            .where('id', '=', id)
            .execute();
          break;
        }
        case 'BlockDeleted':
          await trx.deleteFrom('blocks').where('id', '=', id).execute();
          break;
        default:
          return unreachable(event, 'block event');
      }
    }
  },
});
