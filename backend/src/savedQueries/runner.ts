import pg from 'pg';
import { STATISTICS_TIME_ZONE } from '@annuaire/shared';
import { HttpError } from '../api/errors';
import { pgErrorOf } from '../postgres/pool';
import { analystGroupOf } from './analystRole';

/** How long one statement of a saved query may run (docs/product.md §9 "Staff tools"). */
export const SAVED_QUERY_TIMEOUT_MS = 10_000;
/** The most rows one run answers; the answer says when it was cut (docs/product.md §9 "Staff tools"). */
export const SAVED_QUERY_MAX_ROWS = 5_000;

/** How the staff screen shows a column: numbers right-aligned and charted, days on a chart's axis. */
export type ColumnType = 'number' | 'date' | 'timestamp' | 'boolean' | 'text';
export type Cell = string | number | boolean | null;

export interface QueryColumn {
  readonly name: string;
  readonly type: ColumnType;
}

export interface QueryRows {
  readonly columns: readonly QueryColumn[];
  readonly rows: readonly Cell[][];
  /** More rows than `maxRows` matched: only the first `maxRows` are here. */
  readonly truncated: boolean;
}

/** PostgreSQL's type ids (pg_type.oid) by how they are answered; any other type is answered as its text. */
const TYPES: ReadonlyMap<number, ColumnType> = new Map([
  ...[20, 21, 23, 26, 700, 701, 1700].map((oid) => [oid, 'number'] as const),
  [16, 'boolean'],
  [1082, 'date'],
  [1114, 'timestamp'],
  [1184, 'timestamp'],
]);

/** Every value comes back as PostgreSQL's text, converted once here by column (not by node-postgres' globals). */
const AS_TEXT = { getTypeParser: () => (value: string) => value };
const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (value: string) => Date;

function cellOf(type: ColumnType, text: string | null): Cell {
  if (text === null) return null;
  if (type === 'number') return Number(text);
  if (type === 'boolean') return text === 't';
  // PostgreSQL writes it in the session's zone (Toronto, set below); as an ISO instant it reads the same anywhere.
  if (type === 'timestamp') return parseTimestamp(text).toISOString();
  return text;
}

/**
 * Runs one SELECT with PostgreSQL's own guards, whatever the text says: a READ ONLY transaction, always rolled
 * back; `SET LOCAL ROLE` to the analysts' group, which may read the `analytics` views and nothing else (the same
 * role analysts' logins get, connections/migration.ts); `statement_timeout`; and a cursor fetching at most
 * `maxRows` + 1 rows, the extra one only to know the answer was cut. Declaring the cursor takes a single SELECT
 * (or VALUES) sent with its parameters: a second statement, a `SET ROLE` or a data-modifying `WITH` is refused.
 * Days and months are Toronto's, as in the views.
 */
export async function runAsAnalyst(
  pool: pg.Pool,
  query: { text: string; values: readonly (string | null)[] },
  limits: { timeoutMs: number; maxRows: number } = { timeoutMs: SAVED_QUERY_TIMEOUT_MS, maxRows: SAVED_QUERY_MAX_ROWS },
): Promise<QueryRows> {
  const client = await pool.connect();
  let reusable = true;
  try {
    await client.query('begin isolation level repeatable read, read only');
    try {
      const group = await analystGroupOf(client);
      await client.query(`set local role ${pg.escapeIdentifier(group)}`);
      await client.query(`set local statement_timeout = ${Math.max(1, Math.round(limits.timeoutMs))}`);
      await client.query(`set local time zone ${pg.escapeLiteral(STATISTICS_TIME_ZONE)}`);
      // The extended protocol even without values (node-postgres' typings lack `queryMode`): one statement only.
      await client.query({
        text: `declare saved_query no scroll cursor for ${query.text}`,
        values: [...query.values],
        queryMode: 'extended',
      } as pg.QueryConfig);
      const result = await client.query<Array<string | null>>({
        text: `fetch forward ${Math.max(0, Math.floor(limits.maxRows)) + 1} from saved_query`,
        rowMode: 'array',
        types: AS_TEXT,
      });
      const columns = result.fields.map((field) => ({ name: field.name, type: TYPES.get(field.dataTypeID) ?? 'text' }));
      const rows = result.rows
        .slice(0, limits.maxRows)
        .map((row) => row.map((text, index) => cellOf(columns[index]!.type, text)));
      return { columns, rows, truncated: result.rows.length > limits.maxRows };
    } finally {
      // Rolling back also undoes every setting the query could have changed; a connection that cannot is dropped.
      await client.query('rollback').catch(() => {
        reusable = false;
      });
    }
  } catch (error) {
    throw refusalOf(error, limits.timeoutMs);
  } finally {
    client.release(!reusable);
  }
}

/** PostgreSQL's refusals staff can act on, as `{msg, code}`; anything else stays an internal error. */
function refusalOf(error: unknown, timeoutMs: number): unknown {
  const code = pgErrorOf(error)?.code;
  if (code === '57014') {
    return new HttpError(
      504,
      'query_timeout',
      `The query ran longer than ${timeoutMs / 1000} s and was stopped: choose a shorter period or a region`,
    );
  }
  // A view not made yet: its read models are still being built (docs/analytics.md "Rebuilds").
  if (code === '42P01') {
    return new HttpError(503, 'analytics_unavailable', 'The analytics views are not ready yet: try again in a minute');
  }
  return error;
}
