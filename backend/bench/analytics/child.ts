import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { runAnalyticsCli } from '../../src/cli/analyticsCli';

/**
 * One export in its own process, so its peak RSS is the export's alone: `npm run analytics -- export …` as an
 * operator runs it (DATABASE_URL set by the parent), or `floor`: the bare COPY of the same view to a file, with no
 * count, row counting, progress or Parquet, what any export has to pay at least. Sends its figures to the parent.
 */
const [mode, view, outDir] = process.argv.slice(2) as ['floor' | 'csv' | 'parquet', string, string];

async function floor(): Promise<number> {
  await mkdir(outDir, { recursive: true });
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const copy = client.query(copyTo(`copy (select * from analytics.${view}) to stdout (format csv, header)`));
    await pipeline(copy, createWriteStream(path.join(outDir, `${view}.floor.csv`)));
    return 0;
  } finally {
    await client.end();
  }
}

const baselineRss = process.memoryUsage.rss();
const started = performance.now();
const exitCode =
  mode === 'floor' ? await floor() : await runAnalyticsCli(['export', view, '--format', mode, '--out', outDir]);
process.send!({
  exitCode,
  seconds: (performance.now() - started) / 1000,
  baselineRssBytes: baselineRss,
  peakRssBytes: process.resourceUsage().maxRSS * 1024,
});
