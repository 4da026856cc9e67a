import { sql, type Transaction } from 'kysely';
import { adEvents, dayInZone, type AdSpot, unreachable } from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import { AD_STATISTICS_TABLES_SQL, type AdStatisticsDatabase } from './table';

interface DayChange {
  readonly blockId: string;
  readonly ownerId: string | null;
  readonly placement: AdSpot;
  readonly day: string;
  mode: 'add' | 'set';
  impressions: number;
  clicks: number;
}

/**
 * Impressions and clicks per block, placement and Toronto day. Raw events add to their day; a summary sets the
 * day to what its raw events added, so the figures are the same whether or not the raw events were purged
 * (docs/product.md §9) before a rebuild, as for views.
 */
export const adStatisticsProjection = defineProjection({
  name: 'ad_statistics',
  version: 1,
  events: adEvents,
  tables: ['daily_ad_figures'],
  createTables: AD_STATISTICS_TABLES_SQL,
  async handle(events, trx: Transaction<AdStatisticsDatabase>) {
    const changes = new Map<string, DayChange>();
    const changeOf = (blockId: string, ownerId: string | null, placement: AdSpot, day: string) => {
      const key = `${blockId}/${placement}/${day}`;
      let change = changes.get(key);
      if (!change) {
        change = { blockId, ownerId, placement, day, mode: 'add', impressions: 0, clicks: 0 };
        changes.set(key, change);
      }
      return change;
    };
    for (const event of events) {
      const blockId = event.stream.id;
      switch (event.type) {
        case 'AdImpressionsCounted': {
          const { placement, ownerId, count } = event.data;
          changeOf(blockId, ownerId, placement, dayInZone(event.metadata.at)).impressions += count;
          break;
        }
        case 'AdClicked': {
          const { placement, ownerId } = event.data;
          changeOf(blockId, ownerId, placement, dayInZone(event.metadata.at)).clicks += 1;
          break;
        }
        case 'AdFiguresSummarised':
          for (const figure of event.data.figures) {
            // Replaces whatever this batch added before it: the summary already includes those events.
            const change = changeOf(blockId, event.data.ownerId, figure.placement, event.data.day);
            Object.assign(change, { mode: 'set', impressions: figure.impressions, clicks: figure.clicks });
          }
          break;
        default:
          return unreachable(event, 'ad event');
      }
    }
    for (const change of changes.values()) {
      const row = {
        block_id: change.blockId,
        owner_id: change.ownerId,
        placement: change.placement,
        day: change.day,
        impressions: change.impressions,
        clicks: change.clicks,
        summarised: change.mode === 'set',
      };
      await trx
        .insertInto('daily_ad_figures')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['block_id', 'placement', 'day']).doUpdateSet(
            change.mode === 'add'
              ? {
                  impressions: sql<number>`daily_ad_figures.impressions + excluded.impressions`,
                  clicks: sql<number>`daily_ad_figures.clicks + excluded.clicks`,
                }
              : { impressions: change.impressions, clicks: change.clicks, summarised: true },
          ),
        )
        .execute();
    }
  },
});
