import type { Cell, SavedQueryAnswer } from './types';

/** The columns a chart can use: the first date column (a day or a month) and the numeric ones; null when none. */
export function chartColumns(columns: SavedQueryAnswer['columns']): { date: number; values: number[] } | null {
  const date = columns.findIndex((column) => column.type === 'date');
  const values = columns.flatMap((column, index) => (column.type === 'number' ? [index] : []));
  return date < 0 || values.length === 0 ? null : { date, values };
}

export interface ChartData {
  /** One point per date, in date order: `{ date, [series key]: value }`. */
  readonly points: Array<Record<string, string | number>>;
  /** The series drawn, largest first, each named by its row's other columns (or the value's column). */
  readonly series: ReadonlyArray<{ readonly key: string; readonly label: string }>;
  /** How many series the answer holds; more than `series.length` when the smallest were left out. */
  readonly total: number;
}

const labelOf = (cell: Cell) => (cell === null || cell === '' ? '—' : String(cell));

/**
 * One numeric column against the date column. Rows that differ in their other columns (a region, a payment
 * method) are separate series, so a rate is never added across them; the `maxSeries` largest are kept.
 */
export function chartData(
  answer: Pick<SavedQueryAnswer, 'columns' | 'rows'>,
  dateColumn: number,
  valueColumn: number,
  maxSeries = 6,
): ChartData {
  const dimensions = answer.columns.flatMap((column, index) =>
    index !== dateColumn && column.type !== 'number' ? [index] : [],
  );
  const byDate = new Map<string, Record<string, string | number>>();
  const totals = new Map<string, { key: string; label: string; size: number }>();
  for (const row of answer.rows) {
    const date = row[dateColumn];
    const value = row[valueColumn];
    if (typeof date !== 'string' || typeof value !== 'number') continue;
    const label =
      dimensions.length > 0
        ? dimensions.map((index) => labelOf(row[index] ?? null)).join(' · ')
        : answer.columns[valueColumn]!.name;
    const total = totals.get(label) ?? { key: `s${totals.size}`, label, size: 0 };
    totals.set(label, { ...total, size: total.size + Math.abs(value) });
    const point = byDate.get(date) ?? { date };
    point[total.key] = ((point[total.key] as number | undefined) ?? 0) + value;
    byDate.set(date, point);
  }
  const series = [...totals.values()]
    .sort((a, b) => b.size - a.size)
    .slice(0, maxSeries)
    .map(({ key, label }) => ({ key, label }));
  const points = [...byDate.values()].sort((a, b) => String(a.date).localeCompare(String(b.date)));
  return { points, series, total: totals.size };
}
