import { fork } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDocSection } from '../docSections';
import { execute, startBenchServer } from '../eventstore/server';
import { analyticsReport, type ExportRun } from './report';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'child.ts');
const log = (message: string) => console.error(`[bench analytics] ${message}`);
/** Runs per figure: the median is reported. */
const RUNS = 3;

/** Ledger-like rows shaped as the `credits_ledger` view, made by PostgreSQL itself (no round trip per row). */
const LEDGER = /* sql */ `
  create schema scratch;
  create table scratch.ledger as
    select md5(g::text)::uuid::text as movement_id, 'user-' || (g % 20000) as user_id,
      timestamptz '2025-01-01' + g * interval '17 seconds' as at,
      ((timestamptz '2025-01-01' + g * interval '17 seconds') at time zone 'America/Toronto')::date as day,
      (array['deposit', 'adjustment', 'vip_purchase', 'merge_in', 'merge_out'])[1 + g % 5] as reason,
      case when g % 5 in (2, 4) then 'debit' else 'credit' end as direction,
      10 + g % 170 as credits,
      case when g % 5 in (2, 4) then -(10 + g % 170) else 10 + g % 170 end as signed_credits,
      g % 1000 as balance_after,
      case when g % 5 = 0 then (array['interac', 'crypto', 'staff'])[1 + g % 3] end as payment_method,
      case when g % 5 = 0 then 'pack-60' end as pack_id,
      case when g % 5 = 0 then 49.99::numeric(10,2) end as price_cad,
      (array['escort', 'admin', 'system'])[1 + g % 3] as actor_role,
      g % 97 = 0 as impersonated
    from generate_series(1, $1::int) g;
  vacuum analyze scratch.ledger;
  create schema analytics;
  create view analytics.credits_ledger as select * from scratch.ledger;
`;

function runChild(mode: ExportRun['mode'], databaseUrl: string, outDir: string) {
  return new Promise<Omit<ExportRun, 'rows' | 'mode' | 'fileBytes'>>((resolve, reject) => {
    const child = fork(CHILD, [mode, 'credits_ledger', outDir], {
      execArgv: ['--import', import.meta.resolve('tsx')],
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let figures: (Omit<ExportRun, 'rows' | 'mode' | 'fileBytes'> & { exitCode: number }) | null = null;
    child.on('message', (message) => (figures = message as typeof figures));
    child.once('error', reject);
    child.once('exit', (code) =>
      figures && figures.exitCode === 0 && code === 0
        ? resolve(figures)
        : reject(new Error(`export ${mode} exited with ${figures?.exitCode ?? code}`)),
    );
  });
}

/** One export in a child process, into a folder of its own removed afterwards; the file's size is kept. */
async function exportOnce(mode: ExportRun['mode'], databaseUrl: string, rows: number): Promise<ExportRun> {
  const out = await mkdtemp(path.join(os.tmpdir(), 'annuaire-bench-export-'));
  try {
    const figures = await runChild(mode, databaseUrl, out);
    const file = path.join(out, `credits_ledger.${mode === 'floor' ? 'floor.csv' : mode}`);
    return { rows, mode, ...figures, fileBytes: (await stat(file)).size };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/** The run of median time, so its time and its memory are one run's. */
const median = (runs: readonly ExportRun[]) => [...runs].sort((a, b) => a.seconds - b.seconds)[runs.length >> 1]!;

/** `npm run bench -- analytics [--quick]`: export 100,000 and 1,000,000 ledger-like rows as CSV and Parquet. */
export async function runAnalyticsBench(args: readonly string[]): Promise<number> {
  const quick = args.includes('--quick');
  const sizes = quick ? [100_000] : [100_000, 1_000_000];
  const started = Date.now();
  const [loadAtStart = 0] = os.loadavg();
  const server = await startBenchServer();
  const runs: ExportRun[] = [];
  try {
    for (const rows of sizes) {
      const database = `bench_analytics_${rows}`;
      await execute(server.urlOf('postgres'), `create database ${database}`);
      log(`${rows.toLocaleString('en-US')} ledger rows`);
      // One statement per call: the table's size is a parameter, the rest plain SQL.
      for (const statement of LEDGER.split(';').filter((text) => text.trim())) {
        await execute(server.urlOf(database), statement, statement.includes('$1') ? [rows] : []);
      }
      // A first read warms the table into the page cache, so the first mode measured pays no more than the others.
      await exportOnce('floor', server.urlOf(database), rows);
      for (const mode of ['floor', 'csv', 'parquet'] as const) {
        log(`export ${mode}, ${RUNS} runs`);
        const measured: ExportRun[] = [];
        for (let run = 0; run < RUNS; run++) measured.push(await exportOnce(mode, server.urlOf(database), rows));
        runs.push(median(measured));
      }
    }
  } finally {
    await server.stop();
  }
  const report = analyticsReport(runs, (Date.now() - started) / 1000, loadAtStart);
  console.log(report);
  if (quick) log('quick run: docs/benchmarks.md left as it was');
  else {
    await writeDocSection('analytics', report);
    log('wrote docs/benchmarks.md (analytics section)');
  }
  return 0;
}
