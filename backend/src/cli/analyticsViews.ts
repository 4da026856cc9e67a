import type pg from 'pg';

/** The schema analysts read (projections/src/analytics); every export reads it and nothing else. */
export const ANALYTICS_SCHEMA = 'analytics';

export interface ViewColumn {
  readonly name: string;
  /** Its PostgreSQL type, as `format_type` writes it (`numeric(12,2)`, `timestamp with time zone`). */
  readonly type: string;
}

export interface AnalyticsViewShape {
  readonly name: string;
  readonly columns: readonly ViewColumn[];
}

/** An operator's mistake (an unknown view, a bad option): exit code 2, the message says what to type. */
export class ExportUsageError extends Error {
  readonly exitCode = 2;
}

/** The views (and materialized views) of the analytics schema, by name, with their columns in order. */
export async function analyticsViews(client: pg.ClientBase): Promise<AnalyticsViewShape[]> {
  const { rows } = await client.query<{ view: string; column: string; type: string }>(
    `select c.relname as view, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('v', 'm')
      order by c.relname, a.attnum`,
    [ANALYTICS_SCHEMA],
  );
  const views = new Map<string, ViewColumn[]>();
  for (const row of rows) {
    const columns = views.get(row.view) ?? [];
    columns.push({ name: row.column, type: row.type });
    views.set(row.view, columns);
  }
  return [...views].map(([name, columns]) => ({ name, columns }));
}

/** The views an export names: one by name, or `all`; an unknown name is refused with the list to choose from. */
export function chooseViews(views: readonly AnalyticsViewShape[], wanted: string): AnalyticsViewShape[] {
  if (views.length === 0) {
    throw new ExportUsageError(
      `The ${ANALYTICS_SCHEMA} schema has no views yet: they are made with the read models (start the product once).`,
    );
  }
  if (wanted === 'all') return [...views];
  const view = views.find((candidate) => candidate.name === wanted);
  if (!view) {
    throw new ExportUsageError(
      `Unknown view ${wanted}. The ${ANALYTICS_SCHEMA} views: ${views.map((known) => known.name).join(', ')} (or all)`,
    );
  }
  return [view];
}
