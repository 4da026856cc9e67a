import pg from 'pg';
import { ANALYTICS_SCHEMA, type AnalyticsViewShape } from './analyticsViews';

export interface ParquetColumn {
  readonly name: string;
  /** The DuckDB type the CSV field is read as, so the Parquet column's type. */
  readonly duckdbType: string;
}

const SCALARS: Readonly<Record<string, string>> = {
  smallint: 'SMALLINT',
  integer: 'INTEGER',
  bigint: 'BIGINT',
  real: 'FLOAT',
  'double precision': 'DOUBLE',
  boolean: 'BOOLEAN',
  date: 'DATE',
  'time without time zone': 'TIME',
  'timestamp without time zone': 'TIMESTAMP',
  'timestamp with time zone': 'TIMESTAMPTZ',
  uuid: 'UUID',
};

/** A `numeric` without declared precision and scale: what `round(x, 2)`, `sum(bigint)` or a `coalesce` give. */
const isBareNumeric = (type: string) => type === 'numeric';

/**
 * A bare numeric's exact type from the data: the largest scale and magnitude it holds. 18 digits fit a 64-bit
 * DECIMAL every tool reads fast, 38 DuckDB's widest; past that, or with NaN or infinity, or with no value at all,
 * a DOUBLE. So prices stay exact (`49.99`, not `6648.66999999998` once summed).
 */
export function decimalFor(scale: number | null, largest: string | null): string {
  if (scale === null || largest === null || !/^\d+(\.\d+)?$/.test(largest)) return 'DOUBLE';
  const integerPart = largest.split('.')[0]!.replace(/^0+/, '');
  const digits = integerPart.length + scale;
  if (digits <= 18) return `DECIMAL(18,${scale})`;
  return digits <= 38 ? `DECIMAL(38,${scale})` : 'DOUBLE';
}

/**
 * The type of a column whose PostgreSQL type says it all: a declared `numeric(p,s)` stays that DECIMAL (up to 38
 * digits); text, JSON, intervals, arrays, enums and anything unknown stay their PostgreSQL text (VARCHAR), as the
 * CSV holds them.
 */
export function duckdbTypeOf(type: string): string {
  const decimal = /^numeric\((\d+),(\d+)\)$/.exec(type);
  if (decimal) return Number(decimal[1]) <= 38 ? `DECIMAL(${decimal[1]},${decimal[2]})` : 'DOUBLE';
  return SCALARS[type.replace(/\(\d+\)/, '')] ?? 'VARCHAR';
}

/**
 * One scan of the view for its row count (the progress bar's total) and, for each bare numeric column, the
 * largest scale and magnitude it holds (`s<i>`, `m<i>`, by column position).
 */
export function viewFactsQuery(view: AnalyticsViewShape): string {
  const facts = view.columns.flatMap((column, i) => {
    if (!isBareNumeric(column.type)) return [];
    const name = pg.escapeIdentifier(column.name);
    return [`max(scale(${name})) as s${i}`, `max(abs(${name}))::text as m${i}`];
  });
  return `select ${['count(*)::text as rows', ...facts].join(', ')} from ${ANALYTICS_SCHEMA}.${pg.escapeIdentifier(view.name)}`;
}

/** The view's columns typed for Parquet, given the row `viewFactsQuery` answered. */
export function parquetColumns(
  view: AnalyticsViewShape,
  facts: Readonly<Record<string, string | number | null>>,
): ParquetColumn[] {
  return view.columns.map((column, i) => ({
    name: column.name,
    duckdbType: isBareNumeric(column.type)
      ? decimalFor(facts[`s${i}`] as number | null, facts[`m${i}`] as string | null)
      : duckdbTypeOf(column.type),
  }));
}
