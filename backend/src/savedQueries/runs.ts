import { dayInZone, streams, type EventMetadata, type EventStore, type SavedQueryValues } from '@annuaire/shared';
import type pg from 'pg';
import { bindParameters, type SavedQuery } from './definition';
import { runAsAnalyst, SAVED_QUERY_MAX_ROWS, type QueryRows } from './runner';

export interface SavedQueryAnswer extends QueryRows {
  readonly queryId: string;
  /** The values run, defaults filled in: what is recorded. */
  readonly parameters: Readonly<Record<string, string | null>>;
  readonly rowCount: number;
  /** The row cap: `truncated` says the answer stopped there. */
  readonly maxRows: number;
}

/**
 * The period a run covers when it names none: today (a Toronto day, as in the views) and the eleven whole months
 * before this one, so monthly queries show twelve months with the current one last.
 */
export function defaultPeriod(now: Date): { from: string; to: string } {
  const to = dayInZone(now);
  const [year, month] = to.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1 - 11, 1));
  return { from: start.toISOString().slice(0, 10), to };
}

/**
 * Runs a saved query as the analysts' role (runner.ts), then records the run (`SavedQueryRun`, who ran which
 * query with which values and how many rows came back, never the rows) before anything is answered: figures reach
 * staff only with their trace. A run PostgreSQL refused answered nothing and is not recorded.
 */
export async function runSavedQuery(
  deps: { pool: pg.Pool; store: EventStore },
  query: SavedQuery,
  values: SavedQueryValues,
  metadata: EventMetadata,
): Promise<SavedQueryAnswer> {
  const parameters = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string | null] => entry[1] !== undefined),
  );
  const result = await runAsAnalyst(deps.pool, bindParameters(query.sql, parameters));
  const data = { queryId: query.id, parameters, rowCount: result.rows.length, truncated: result.truncated };
  await deps.store.append(streams.savedQueryRuns(query.id), [{ type: 'SavedQueryRun', data }], { metadata });
  return { ...data, ...result, maxRows: SAVED_QUERY_MAX_ROWS };
}
