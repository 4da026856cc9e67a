import type { CalendarDay, StatisticsBucket, StatisticsPeriod } from '../views/days';
import type { StatisticsRange } from '../views/events';
import type { AdSpot } from './adEvents';
import type { AdLayout } from './events';

/** One point of a block's figures: a day (14d, 30d) or a month (6m, 12m). */
export interface AdFiguresPoint extends StatisticsBucket {
  readonly impressions: number;
  readonly clicks: number;
}

/** One block (or partner link, `menu-1`…) in one placement: a point per bucket, and its totals over the period. */
export interface BlockAdFigures {
  readonly blockId: string;
  readonly ownerId: string | null;
  readonly placement: AdSpot;
  readonly points: readonly AdFiguresPoint[];
  readonly impressions: number;
  readonly clicks: number;
}

/** Impressions and clicks per block and placement over a period (projections/src/adStatistics/queries.ts). */
export interface AdStatistics {
  readonly unit: StatisticsPeriod['unit'];
  readonly from: CalendarDay;
  readonly to: CalendarDay;
  readonly timeZone: string;
  readonly series: readonly BlockAdFigures[];
}

/** A series as `GET /api/admin/campaigns/statistics` answers it: with what the block is, while it exists. */
export interface AdFiguresSeries extends BlockAdFigures {
  /** Null once the block is deleted (its figures stay), and for partner links. */
  readonly layoutName: AdLayout | null;
  readonly href: string | null;
  readonly ownerUsername: string | null;
}

/** `GET /api/admin/campaigns/statistics?range=`: the ad figures (docs/product.md §6), with the range asked for. */
export interface CampaignStatisticsAnswer extends Omit<AdStatistics, 'series'> {
  readonly range: StatisticsRange;
  readonly series: readonly AdFiguresSeries[];
}
