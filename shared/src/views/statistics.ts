import type { CalendarDay, StatisticsBucket, StatisticsPeriod } from './days';
import type { StatisticsRange, ViewCounts } from './events';

/** A chart point: its label (year, month, optional day) and the counts of every view name. */
export interface ViewStatisticsPoint extends StatisticsBucket {
  readonly counts: ViewCounts;
}

/** Views per bucket of a period, of one member or of the whole site (projections/src/statistics/queries.ts). */
export interface ViewStatistics {
  readonly unit: StatisticsPeriod['unit'];
  readonly from: CalendarDay;
  readonly to: CalendarDay;
  readonly timeZone: string;
  /** Every bucket of the period in order, zero-filled, so charts need no gap handling. */
  readonly points: readonly ViewStatisticsPoint[];
  readonly totals: ViewCounts;
}

/** `GET /api/views?range=`: the whole site's views, with the range asked for. */
export type ViewStatisticsAnswer = ViewStatistics & { readonly range: StatisticsRange };

export interface SiteFiguresPoint extends StatisticsBucket {
  readonly signUps: number;
  readonly creditsSold: number;
}

/** The staff dashboard's site figures, read from the users and credits models (projections/src/statistics). */
export interface SiteFigures {
  readonly unit: StatisticsPeriod['unit'];
  readonly from: CalendarDay;
  readonly to: CalendarDay;
  readonly timeZone: string;
  readonly points: readonly SiteFiguresPoint[];
  readonly totals: { readonly signUps: number; readonly creditsSold: number };
  /** Profile holders (escorts, libertines) not deleted or merged and seen within the 18 days of docs/product.md §9. */
  readonly activeProfiles: number;
  /** Members whose VIP runs now. */
  readonly vipCount: number;
}

/**
 * `GET /api/users/statistics?range=`: the site figures, with the range asked for. Credits sold (sales) are
 * there only for staff who may see them (`viewSales`, docs/product.md §6).
 */
export type SiteFiguresAnswer = Omit<SiteFigures, 'points' | 'totals'> & {
  readonly range: StatisticsRange;
  readonly points: readonly (StatisticsBucket & { readonly signUps: number; readonly creditsSold?: number })[];
  readonly totals: { readonly signUps: number; readonly creditsSold?: number };
};

/** The site figures without their sales, for staff who may not see them. */
export function withoutSales(figures: SiteFiguresAnswer): SiteFiguresAnswer {
  return {
    ...figures,
    points: figures.points.map(({ creditsSold: _sales, ...point }) => point),
    totals: { signUps: figures.totals.signUps },
  };
}
