import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createPool } from '../postgres/pool';
import { runAnalyticsCommand } from './analyticsCli';
import { ExportUsageError } from './analyticsViews';

// Set once by this file's beforeAll and shared by its tests: one database (and what runs on it) per spec file,
// as vitest runs each file in its own worker; nothing outside this file sees it.
let database: TestDatabase;
let pool: pg.Pool;
let duckdb: DuckDBInstance;
let reader: DuckDBConnection;
const folders: string[] = [];

/** Every type the views use, and the values CSV gets wrong when careless: quotes, commas, newlines, "" vs NULL. */
const THINGS = /* sql */ `
  create schema scratch;
  create table scratch.things (
    id bigint primary key, label text, amount numeric(12,2), ratio numeric, flag boolean, at timestamptz,
    day date, uid uuid, details jsonb, n integer);
  insert into scratch.things values
    (1, 'comma, "quotes" and
a newline', 12.50, 0.25, true, '2026-03-08 06:59:59.123456+00', '2026-03-08',
     'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', '{"a": [1, "x"]}', -2147483648),
    (2, '', null, null, false, 'infinity', null, null, 'null', 0),
    (3, null, -0.01, 1e-3, null, null, '1970-01-01', null, null, null),
    (4, 'Montréal — ½ 😀', 9999999999.99, 123456.5, true, '2026-11-01 05:30:00-04', '2026-11-01',
     '00000000-0000-0000-0000-000000000000', '{}', 2147483647);
  insert into scratch.things (id, label, amount, flag, at, n)
    select g, 'row ' || g, g / 100.0, g % 2 = 0, timestamptz '2026-01-01' + g * interval '1 minute', g
      from generate_series(5, 5004) g;
  create schema analytics;
  create view analytics.things as select * from scratch.things;
  create view analytics.nothing as select 1 as one where false;
`;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 2 });
  await pool.query(THINGS);
  duckdb = await DuckDBInstance.create(':memory:');
  reader = await duckdb.connect();
  await reader.run(`set TimeZone = 'UTC'`);
});

afterAll(async () => {
  reader?.closeSync();
  duckdb?.closeSync();
  await pool?.end();
  await database?.drop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function exportTo(view: string, format: string) {
  const out = await mkdtemp(path.join(os.tmpdir(), 'annuaire-export-'));
  folders.push(out);
  const lines: string[] = [];
  const exported = await runAnalyticsCommand(pool, ['export', view, '--format', format, '--out', out], {
    out: (line) => lines.push(line),
  });
  return { out, exported, output: lines.join('\n') };
}

/** Rows as text, in id order; null stays null. */
async function duckRows(source: string): Promise<Array<Array<string | null>>> {
  const result = await reader.runAndReadAll(`select columns(*)::varchar from ${source} order by id::bigint`);
  return result.getRowsJS() as Array<Array<string | null>>;
}

/** The same rows from PostgreSQL, each value as `to` renders it. */
async function pgRows(to: (column: string) => string): Promise<Array<Array<string | null>>> {
  const columns = ['id', 'label', 'amount', 'ratio', 'flag', 'at', 'day', 'uid', 'details', 'n'];
  const client = await pool.connect();
  try {
    await client.query(`set timezone = 'UTC'`);
    const { rows } = await client.query<string[]>({
      text: `select ${columns.map(to).join(', ')} from analytics.things t order by t.id`,
      rowMode: 'array',
    });
    return rows;
  } finally {
    client.release();
  }
}

describe('npm run analytics -- export', () => {
  it('writes a view to CSV exactly as PostgreSQL prints it: header, quotes, newlines, empty text apart from NULL', async () => {
    const { out, exported, output } = await exportTo('things', 'csv');
    const file = path.join(out, 'things.csv');
    expect(exported).toEqual([expect.objectContaining({ view: 'things', file, rows: 5004 })]);
    expect(output).toContain('things: 5,004 rows');
    expect(await readdir(out)).toEqual(['things.csv']);
    // Every field as text (PostgreSQL's output functions, as COPY writes them): what a spreadsheet receives.
    const csv = await duckRows(
      `read_csv('${file}', header = true, all_varchar = true, allow_quoted_nulls = false, auto_detect = false,
        columns = {${['id', 'label', 'amount', 'ratio', 'flag', 'at', 'day', 'uid', 'details', 'n'].map((c) => `'${c}': 'VARCHAR'`).join(', ')}})`,
    );
    expect(csv).toEqual(
      await pgRows((column) => `case when ${column} is null then null else format('%s', ${column}) end`),
    );
  });

  it('writes a view to Parquet with its types, and reads back the same rows', async () => {
    const { out, exported } = await exportTo('things', 'parquet');
    const file = path.join(out, 'things.parquet');
    expect(exported).toEqual([expect.objectContaining({ view: 'things', file, rows: 5004 })]);
    expect(await readdir(out)).toEqual(['things.parquet']); // no staging CSV, no spill folder left behind
    const described = await reader.runAndReadAll(`describe select * from '${file}'`);
    expect(Object.fromEntries(described.getRowObjectsJS().map((row) => [row.column_name, row.column_type]))).toEqual({
      id: 'BIGINT',
      label: 'VARCHAR',
      amount: 'DECIMAL(12,2)',
      ratio: 'DECIMAL(18,3)', // a bare numeric: the largest scale and magnitude it holds
      flag: 'BOOLEAN',
      at: 'TIMESTAMP WITH TIME ZONE',
      day: 'DATE',
      uid: 'UUID',
      details: 'VARCHAR',
      n: 'INTEGER',
    });
    // PostgreSQL's and DuckDB's text forms agree for these types (UTC time stamps, true/false, decimals at scale).
    const decimal = (column: string) => (column === 'ratio' ? 'ratio::numeric(18,3)' : column);
    expect(await duckRows(`'${file}'`)).toEqual(await pgRows((column) => `${decimal(column)}::text`));
  });

  it('exports every view with all, an empty one included', async () => {
    const { out, exported } = await exportTo('all', 'parquet');
    expect(exported.map((file) => [file.view, file.rows])).toEqual([
      ['nothing', 0],
      ['things', 5004],
    ]);
    expect(await duckRows(`'${path.join(out, 'nothing.parquet')}' as t(id)`)).toEqual([]);
  });

  it('refuses an unknown view with the list of views, and a bad format or usage, writing nothing (exit 2)', async () => {
    const out = path.join(os.tmpdir(), `annuaire-export-none-${process.pid}`);
    const run = (argv: string[]) => runAnalyticsCommand(pool, argv, { out: () => undefined });
    await expect(run(['export', 'accounts', '--out', out])).rejects.toThrow(
      new ExportUsageError('Unknown view accounts. The analytics views: nothing, things (or all)'),
    );
    await expect(run(['export', 'things', '--format', 'xlsx', '--out', out])).rejects.toBeInstanceOf(ExportUsageError);
    await expect(run(['export', 'things'])).rejects.toBeInstanceOf(ExportUsageError);
    await expect(run(['export', 'things', '--out', out, '--zip'])).rejects.toMatchObject({ exitCode: 2 });
    await expect(readdir(out)).rejects.toThrow(/ENOENT/);
  });
});
