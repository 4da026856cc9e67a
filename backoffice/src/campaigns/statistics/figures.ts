import { bucketKey, type AdFiguresSeries, type CampaignStatisticsAnswer, type StatisticsRange } from '@annuaire/shared';

/** The answer, with the `id` react-admin's documents carry (common/dataProvider.ts DOCUMENTS): the range. */
export interface CampaignStatistics extends CampaignStatisticsAnswer {
  readonly id: StatisticsRange;
}

/** Click-through rate, clicks over impressions; null without impressions (a rate of nothing is not 0%). */
export function clickThroughRate(clicks: number, impressions: number): number | null {
  return impressions > 0 ? clicks / impressions : null;
}

/** Partner links of the sub-navigation are counted under `menu-1` to `menu-3` (docs/product.md §2). */
export const partnerLinkNumber = (blockId: string): number | null => {
  const match = /^menu-(\d)$/.exec(blockId);
  return match ? Number(match[1]) : null;
};

/** Whether the period holds any figure at all: the screen shows its empty state otherwise. */
export const hasFigures = (statistics: Pick<CampaignStatistics, 'series'>): boolean =>
  statistics.series.some((series) => series.impressions > 0 || series.clicks > 0);

export interface CsvColumns {
  /** The headings, in the staff member's language. */
  readonly headings: readonly string[];
  /** A series' describing cells (block, placement, advertiser for admins, link). */
  readonly describe: (series: AdFiguresSeries) => readonly string[];
}

const cell = (value: string | number): string => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * What the screen shows as CSV: one line per series and date (`YYYY-MM-DD`, or `YYYY-MM` by month), its impressions,
 * clicks and click-through rate in percent with two decimals (empty without impressions), for spreadsheets.
 */
export function statisticsCsv(statistics: Pick<CampaignStatistics, 'series'>, columns: CsvColumns): string {
  const lines = [columns.headings.map(cell).join(',')];
  for (const series of statistics.series) {
    const described = columns.describe(series);
    for (const point of series.points) {
      const rate = clickThroughRate(point.clicks, point.impressions);
      lines.push(
        [...described, bucketKey(point), point.impressions, point.clicks, rate === null ? '' : (rate * 100).toFixed(2)]
          .map(cell)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
