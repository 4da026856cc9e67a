import { execFile, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { writeDocSection } from '../docSections';
import { execute, startBenchServer } from '../eventstore/server';
import { busiestListing, seedBenchPopulation } from '../population';
import { coldLoad, launchBrowser } from './browser';
import { measureFloods } from './flood';
import { floodSection } from './floodReport';
import { webReport, type BrowserRow } from './report';
import { CONNECTIONS, measure, measurePair, uncachedRenders } from './throughput';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER = path.join(here, 'server.ts');
const repository = path.resolve(here, '../../..');
const log = (message: string) => console.error(`[bench web] ${message}`);

/**
 * The Quebec site's browser and server bundles, as `npm start` serves them: built by `npm start`'s own check
 * (frontend/scripts/ensure-built.mjs) when missing, built for Canada (the journeys leave the last variant they
 * ran) or older than the sources.
 */
async function ensureBuiltSite(): Promise<void> {
  log('checking the Quebec build (frontend/scripts/ensure-built.mjs)');
  await promisify(execFile)('node', [path.join(repository, 'frontend', 'scripts', 'ensure-built.mjs')], {
    cwd: repository,
    env: { ...process.env, WEBSITE: 'QC' },
  });
}

async function startServers(url: string) {
  const child = fork(SERVER, [], {
    // BENCH_CPU_PROFILE=<dir>: the server's CPU profile is written there when the bench ends (open it in
    // Chrome's DevTools), to see where a page's time goes.
    execArgv: [
      '--import',
      import.meta.resolve('tsx'),
      ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []),
    ],
    // React's production build on the server, as the product runs in production (Dockerfile: NODE_ENV=production);
    // the product's own settings stay those of a test run (server.ts passes NODE_ENV=test to its config).
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, DATA_DIR: os.tmpdir() },
  });
  const ports = await new Promise<{ renderedPort: number; clientPort: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { renderedPort: number; clientPort: number }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    rendered: `http://127.0.0.1:${ports.renderedPort}`,
    client: `http://127.0.0.1:${ports.clientPort}`,
    stop: () => child.kill('SIGTERM'),
  };
}

const htmlOf = async (url: string) => {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  return { text: await response.text(), timing: response.headers.get('server-timing') };
};

/**
 * `npm run bench -- web [--quick] [--flood-only]`: server-rendered pages beside their JSON routes, other visitors'
 * latency while one client floods the site, and mobile page loads. `--flood-only` measures the floods alone and
 * prints them (docs/benchmarks.md left alone).
 */
export async function runWebBench(args: readonly string[]): Promise<number> {
  const quick = args.includes('--quick');
  const floodOnly = args.includes('--flood-only');
  const users = quick ? 5_000 : 50_000;
  // The floods alone are measured 10 s each even on the quick population: their figures are ratios of p99s.
  const seconds = quick && !floodOnly ? 3 : 10;
  const browserRuns = quick ? 2 : 5;
  const started = Date.now();
  await ensureBuiltSite();
  const database = await startBenchServer();
  try {
    await execute(database.urlOf('postgres'), 'create database bench_web');
    const url = database.urlOf('bench_web');
    log(`seeding ${users.toLocaleString('en-US')} members`);
    await seedBenchPopulation(url, users, log);
    const { region, city } = await busiestListing(url);
    const servers = await startServers(url);
    try {
      const listingPage = `/female-escorts/${region}/${city}`;
      const listingJson = `/api/users?category=female-escorts&region=${region}&city=${city}`;
      const first = ((await (await fetch(servers.rendered + listingJson)).json()) as { data: { username: string }[] })
        .data[0];
      if (!first) throw new Error(`the listing ${listingPage} is empty`);
      const profilePage = `/user/${encodeURIComponent(first.username)}`;
      const profileJson = `/api/users/${encodeURIComponent(first.username)}`;
      const rendered = await htmlOf(servers.rendered + listingPage);
      if (!rendered.timing?.includes('render;dur')) {
        throw new Error('the site is not rendered on the server: build it for the Quebec site (npm run build)');
      }

      log(`cache-busting floods, ${seconds} s each`);
      const floods = await measureFloods(
        servers.rendered,
        { health: '/api/health', listingJson, keptPage: profilePage },
        [
          { name: 'random campaign tag', path: `/female-escorts/${region}?utm={random}` },
          {
            name: 'random campaign tag, forged session cookie',
            path: `/female-escorts/${region}?utm={random}`,
            forgedSession: true,
          },
          { name: 'a new page each time (unknown profiles)', path: '/user/bench-{random}' },
        ],
        seconds,
      );
      const floodFailures = [floods.idle, ...floods.rows.map((row) => row.visitors)]
        .flatMap((visitors) => Object.values(visitors))
        .reduce((sum, measured) => sum + measured.failures, 0);
      if (floodOnly) {
        console.log(`\n${floodSection({ ...floods, seconds }).join('\n')}\n`);
        if (floodFailures > 0) log(`${floodFailures} failed visitor requests during the floods`);
        return floodFailures > 0 ? 1 : 0;
      }

      log(`throughput, ${CONNECTIONS} connections, ${seconds} s per figure`);
      const pairs = [
        await measurePair(
          'listing of 24 cards (busiest city)',
          servers.rendered + listingPage,
          servers.rendered + listingJson,
          seconds,
          true,
        ),
        await measurePair('profile', servers.rendered + profilePage, servers.rendered + profileJson, seconds, false),
      ];
      await measure(servers.client + listingPage, 'text/html', 2);
      const staticPage = await measure(servers.client + listingPage, 'text/html', seconds);
      log('uncached renders');
      const listingPages = (
        (await (await fetch(servers.rendered + listingJson)).json()) as { extraData: { pages: number } }
      ).extraData.pages;
      const uncached = await uncachedRenders(servers.rendered + listingPage, listingPages, quick ? 20 : 60);

      log(`mobile page loads, ${browserRuns} cold visits per row`);
      const pages = [
        { page: 'listing', path: listingPage },
        { page: 'profile', path: profilePage },
      ];
      const rows: BrowserRow[] = [];
      for (const { page, path: address } of pages) {
        for (const mode of ['server-rendered', 'client-only'] as const) {
          const base = mode === 'server-rendered' ? servers.rendered : servers.client;
          const firstHtml = (await htmlOf(base + address)).text;
          // In the page's markup, not only in the data embedded after it.
          const markup = /<div id="root">([\s\S]*?)<script type="application\/json"/.exec(firstHtml)?.[1] ?? '';
          rows.push({ page, mode, runs: [], textInFirstHtml: markup.includes(first.username) });
        }
      }
      const browser = await launchBrowser();
      try {
        for (let run = 0; run < browserRuns; run++) {
          // Rows take turns, so a slow moment of the machine does not fall on one row's visits.
          for (const row of rows) {
            const base = row.mode === 'server-rendered' ? servers.rendered : servers.client;
            const address = pages.find((page) => page.page === row.page)!.path;
            row.runs.push(await coldLoad(browser, base + address));
          }
        }
      } finally {
        await browser.close();
      }

      const failures =
        floodFailures +
        [staticPage, ...pairs.flatMap((pair) => [pair.page, pair.json])].reduce(
          (sum, measured) => sum + measured.failures,
          0,
        );
      const report = webReport({
        users,
        seconds,
        connections: CONNECTIONS,
        elapsed: (Date.now() - started) / 1000,
        pairs,
        staticPage,
        uncached,
        floods,
        browser: rows,
        browserRuns,
      });
      console.log(`\n${report}\n`);
      if (failures > 0) {
        log(`${failures} failed requests: figures not trustworthy, docs/benchmarks.md left as it was`);
        return 1;
      }
      if (quick) log('quick run: docs/benchmarks.md left as it was');
      else {
        await writeDocSection('web', report);
        log('wrote docs/benchmarks.md (web section)');
      }
      return 0;
    } finally {
      servers.stop();
    }
  } finally {
    await database.stop();
  }
}
