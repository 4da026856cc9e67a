import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RebuildProgress } from '@annuaire/projections';
import type pg from 'pg';
import { progressTracker } from '../demo/population/progress';
import { copyViewToCsv } from './analyticsCsv';
import { openParquetWriter } from './analyticsParquet';
import { parquetColumns, viewFactsQuery, type ParquetColumn } from './analyticsTypes';
import { analyticsViews, chooseViews, type AnalyticsViewShape } from './analyticsViews';

export const EXPORT_FORMATS = ['parquet', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportOptions {
  /** A view of the analytics schema, or `all`. */
  readonly view: string;
  readonly format: ExportFormat;
  readonly outDir: string;
  readonly onProgress?: (progress: RebuildProgress) => void;
}

export interface ExportedView {
  readonly view: string;
  readonly file: string;
  readonly rows: number;
  readonly bytes: number;
}

interface Staged {
  readonly view: string;
  readonly columns: readonly ParquetColumn[];
  readonly csv: string;
  readonly rows: number;
}

/**
 * Reads the chosen views into CSV files, all in one read-only snapshot: `all` gives files that agree with each
 * other, and what a first scan finds (the row count for the progress bar's ETA, the scale of bare numerics for
 * their Parquet type) holds for the rows COPY then writes. Without an xid the snapshot holds back no event store
 * reader; only vacuum, for as long as the reads take.
 */
async function readViews(
  client: pg.ClientBase,
  views: readonly AnalyticsViewShape[],
  csvFile: (view: string) => string,
  onProgress: (progress: RebuildProgress) => void,
): Promise<Staged[]> {
  const staged: Staged[] = [];
  const written: string[] = [];
  await client.query('begin isolation level repeatable read, read only');
  try {
    // Time stamps in UTC and ISO dates, the forms DuckDB and spreadsheets parse; no time limit for a big view.
    await client.query(`set local timezone = 'UTC'; set local datestyle = 'ISO, YMD'; set local statement_timeout = 0`);
    for (const view of views) {
      const { rows } = await client.query<Record<string, string | number | null>>(viewFactsQuery(view));
      const track = progressTracker(onProgress, view.name);
      const total = Number(rows[0]!.rows);
      const csv = csvFile(view.name);
      written.push(csv);
      track(0, total);
      const copied = await copyViewToCsv(client, view.name, csv, (done) => track(done, total));
      staged.push({ view: view.name, columns: parquetColumns(view, rows[0]!), csv, rows: copied });
    }
    await client.query('commit');
    return staged;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
}

/**
 * `npm run analytics -- export`: writes views of the analytics schema to `<outDir>/<view>.csv|parquet`. Rows go
 * from PostgreSQL to disk as a stream (COPY), never all in memory; Parquet is then written by DuckDB from that
 * CSV. Files appear under their final name only once complete (`.partial` until then).
 */
export async function exportAnalytics(pool: pg.Pool, options: ExportOptions): Promise<ExportedView[]> {
  const onProgress = options.onProgress ?? (() => undefined);
  const client = await pool.connect();
  let staged: Staged[];
  try {
    const views = chooseViews(await analyticsViews(client), options.view);
    await mkdir(options.outDir, { recursive: true });
    const csvFile = (view: string) =>
      path.join(options.outDir, options.format === 'csv' ? `${view}.csv.partial` : `.${view}.csv.partial`);
    staged = await readViews(client, views, csvFile, onProgress);
  } finally {
    client.release();
  }
  const exported: ExportedView[] = [];
  const finish = async (view: string, partial: string, rows: number) => {
    const file = path.join(options.outDir, `${view}.${options.format}`);
    await rename(partial, file);
    exported.push({ view, file, rows, bytes: (await stat(file)).size });
  };
  if (options.format === 'csv') {
    for (const { view, csv, rows } of staged) await finish(view, csv, rows);
    return exported;
  }
  const writer = await openParquetWriter(options.outDir);
  try {
    for (const { view, columns, csv, rows } of staged) {
      const partial = path.join(options.outDir, `${view}.parquet.partial`);
      const track = progressTracker(onProgress, `${view}.parquet`);
      await writer
        .convert(csv, columns, partial, (fraction) => track(Math.round(fraction * rows), rows))
        .catch(async (error: unknown) => {
          await rm(partial, { force: true });
          throw error;
        });
      await finish(view, partial, rows);
    }
    return exported;
  } finally {
    await writer.close();
    await Promise.all(staged.map((file) => rm(file.csv, { force: true })));
  }
}
