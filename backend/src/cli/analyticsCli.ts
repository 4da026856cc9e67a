import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createPool } from '../postgres/pool';
import { openDatabase } from '../runtime/database';
import { runDictionaryCommand } from './analyticsDictionary';
import { exportAnalytics, EXPORT_FORMATS, type ExportedView, type ExportOptions } from './analyticsExport';
import { ExportUsageError } from './analyticsViews';
import { progressPrinter } from './progressBar';

const USAGE = `Usage: npm run analytics -- export <view|all> --out <dir> [--format parquet|csv]
       npm run analytics -- dictionary [--check]
  Writes views of the analytics schema (docs/analytics.md) to <dir>/<view>.parquet (the default) or .csv, one file
  per view, all read in one snapshot of the database, with a progress bar. Against the embedded default or
  DATABASE_URL, like npm start.
  dictionary writes docs/analytics.md from the views' comments (--check only compares: exit 1 when it differs).
Exit codes: 0 done, 2 usage or unknown view (the views are listed).`;

/** The export the arguments ask for; a usage error (exit 2) before any database is opened. */
export function parseExportArgs(argv: readonly string[]): Omit<ExportOptions, 'onProgress'> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { format: { type: 'string', default: 'parquet' }, out: { type: 'string' } },
    });
  } catch (error) {
    throw new ExportUsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [command, view] = positionals;
  if (command !== 'export' || !view || positionals.length !== 2 || !values.out) throw new ExportUsageError(USAGE);
  const format = EXPORT_FORMATS.find((known) => known === values.format);
  if (!format) throw new ExportUsageError(`Unknown format ${values.format}: ${EXPORT_FORMATS.join(' or ')}`);
  return { view, format, outDir: path.resolve(values.out) };
}

/** `export` on a pool, printing one line per file; separate from `runAnalyticsCli` so tests run it in-process. */
export async function runAnalyticsCommand(
  pool: Parameters<typeof exportAnalytics>[0],
  argv: readonly string[],
  io: { out: (line: string) => void; progress?: ExportOptions['onProgress'] },
): Promise<ExportedView[]> {
  const started = performance.now();
  const exported = await exportAnalytics(pool, { ...parseExportArgs(argv), onProgress: io.progress });
  for (const file of exported) {
    const relative = path.relative(process.cwd(), file.file);
    const where = relative.startsWith('..') ? file.file : relative;
    io.out(`${file.view}: ${file.rows.toLocaleString('en-US')} rows, ${(file.bytes / 1e6).toFixed(1)} MB, ${where}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.out(`Exported ${exported.length} view${exported.length === 1 ? '' : 's'} in ${seconds} s.`);
  return exported;
}

/** `npm run analytics -- export …`, against the embedded default (started if need be) or DATABASE_URL. */
export async function runAnalyticsCli(argv: readonly string[]): Promise<number> {
  if (argv[0] === '--help') {
    console.error(USAGE);
    return 0;
  }
  if (argv[0] === 'dictionary') return runDictionaryCommand(argv.slice(1));
  try {
    parseExportArgs(argv);
  } catch (error) {
    if (!(error instanceof ExportUsageError)) throw error;
    console.error(error.message);
    return error.exitCode;
  }
  const database = await openDatabase(loadConfig(), (message) => console.error(`[analytics] ${message}`));
  const pool = createPool(database.url, { max: 1, applicationName: 'annuaire-analytics-export' });
  try {
    await runAnalyticsCommand(pool, argv, {
      out: (line) => console.log(line),
      progress: progressPrinter(process.stderr, 'rows'),
    });
    return 0;
  } catch (error) {
    if (error instanceof ExportUsageError) {
      console.error(error.message);
      return error.exitCode;
    }
    throw error;
  } finally {
    await pool.end();
    await database.close();
  }
}
