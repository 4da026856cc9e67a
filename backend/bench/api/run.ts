import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import { writeDocSection } from '../docSections';
import { execute, startBenchServer } from '../eventstore/server';
import { busiestListing, seedBenchPopulation } from '../population';
import { mistypedTerms } from './mistyped';
import { apiReport, type Load, type Measured, type Scenario } from './report';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');
const CONNECTIONS = 50;
/**
 * The uncached typeahead: one search at a time, each a term never asked before, so its latency is the search's own
 * (50 connections flat out would measure the queue in front of 2 cores instead).
 */
const UNCACHED: Load = { connections: 1 };
/** More than the figure asks in 10 s (the answer cache's life), so no term is answered from the cache. */
const UNCACHED_TERMS = 5_000;
const log = (message: string) => console.error(`[bench api] ${message}`);

/**
 * A figure's request path: fixed, or with `terms`, a function giving the next one, `{term}` taking the next term.
 * Each side of a figure has its own cursor: both ask the same terms in the same order.
 */
function pathOf(scenario: Scenario, path: string): string | (() => string) {
  const { terms } = scenario;
  if (!terms) return path;
  let next = 0;
  return () => path.replace('{term}', encodeURIComponent(terms[next++ % terms.length]!));
}

async function measure(
  base: string,
  path: string | (() => string),
  seconds: number,
  load: Load = {},
): Promise<Measured> {
  const result: Result = await autocannon({
    url: `${base}${typeof path === 'string' ? path : path()}`,
    connections: load.connections ?? CONNECTIONS,
    duration: seconds,
    // A fixed path is built once by autocannon; only changing ones pay for a request set up each time.
    ...(typeof path === 'string'
      ? {}
      : { requests: [{ setupRequest: (request: RequestSpec) => ({ ...request, path: path() }) }] }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** `npm run bench -- api [--quick]`: 50,000 profiles (5,000 quick), 50 connections, ours beside the floor. */
export async function runApiBench(args: readonly string[]): Promise<number> {
  const quick = args.includes('--quick');
  const users = quick ? 5_000 : 50_000;
  const seconds = quick ? 3 : 10;
  const started = Date.now();
  const server = await startBenchServer();
  try {
    await execute(server.urlOf('postgres'), 'create database bench_api');
    const url = server.urlOf('bench_api');
    log(`seeding ${users.toLocaleString('en-US')} members`);
    const plan = await seedBenchPopulation(url, users, log);
    const { listing, region, city } = await busiestListing(url);
    const profile = plan.find((user) => user.location && user.role === 'escort')!;
    const child = fork(SERVER, [], {
      // BENCH_CPU_PROFILE=<dir>: the API's CPU profile is written there when the bench ends (open it in Chrome's
      // DevTools), to see where a request's time goes.
      execArgv: [
        '--import',
        import.meta.resolve('tsx'),
        ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []),
      ],
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: os.tmpdir() },
    });
    const ports = await new Promise<{ apiPort: number; barePort: number }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as { apiPort: number; barePort: number }));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    try {
      const api = `http://127.0.0.1:${ports.apiPort}`;
      const bare = `http://127.0.0.1:${ports.barePort}`;
      const scenarios: Scenario[] = [
        {
          name: `listing, busiest city (${region}/${city})`,
          ours: `/api/users?category=female-escorts&region=${region}&city=${city}`,
          raw: `/raw/listing?listing=${listing}`,
          p99Target: 50,
        },
        {
          name: `listing, filtered (all/${region}, women and trans women, outcall)`,
          ours: `/api/users?category=all&region=${region}&gender=woman,trans-woman&travel=outcall`,
          raw: `/raw/listing?listing=all/${region}&gender=woman,trans-woman&outcall=1`,
          p99Target: 50,
        },
        {
          name: 'search typeahead ("méla")',
          ours: '/api/users/search?q=m%C3%A9la',
          raw: '/raw/search?q=m%C3%A9la',
          p99Target: 20,
        },
        {
          name: 'search typeahead, a place mistyped ("montral")',
          ours: '/api/users/search?q=montral',
          raw: '/raw/search?q=montral',
          p99Target: 20,
        },
        {
          name: 'search typeahead, a name mistyped ("isbaelle")',
          ours: '/api/users/search?q=isbaelle',
          raw: '/raw/search?q=isbaelle',
          p99Target: 20,
        },
        {
          name: 'search typeahead, a new mistyped name each time (1 connection)',
          ours: '/api/users/search?q={term}',
          raw: '/raw/search?q={term}',
          terms: mistypedTerms(
            plan.filter((user) => user.role === 'escort').map((user) => user.username),
            UNCACHED_TERMS,
          ),
          load: UNCACHED,
          p99Target: 20,
        },
        {
          name: 'profile fetch',
          ours: `/api/users/${profile.username}`,
          raw: `/raw/profile?username=${profile.username}`,
          p99Target: null,
        },
      ];
      const results = [];
      log(`bare Koa route (${seconds}s)`);
      await measure(bare, '/bare', 2);
      const bareResult = await measure(bare, '/bare', seconds);
      for (const [index, scenario] of scenarios.entries()) {
        log(`${scenario.name} (${seconds}s each)`);
        const ours = { base: api, path: pathOf(scenario, scenario.ours) };
        const raw = { base: bare, path: pathOf(scenario, scenario.raw) };
        await measure(ours.base, ours.path, 2, scenario.load);
        await measure(raw.base, raw.path, 2, scenario.load);
        // Alternate who goes first, so neither always runs on the warmer machine.
        const [first, second] = index % 2 === 0 ? [ours, raw] : [raw, ours];
        const a = await measure(first.base, first.path, seconds, scenario.load);
        const b = await measure(second.base, second.path, seconds, scenario.load);
        results.push({ scenario, ours: first === ours ? a : b, raw: first === ours ? b : a });
      }
      const report = apiReport({
        users,
        seconds,
        connections: CONNECTIONS,
        bare: bareResult,
        results,
        elapsed: (Date.now() - started) / 1000,
      });
      console.log(`\n${report.text}\n`);
      const failures = [bareResult, ...results.flatMap((r) => [r.ours, r.raw])].reduce((n, m) => n + m.failures, 0);
      if (failures > 0) {
        log(`${failures} failed requests: figures not trustworthy, docs/benchmarks.md left as it was`);
        return 1;
      }
      if (quick) log('quick run: docs/benchmarks.md left as it was');
      else {
        await writeDocSection('api', report.markdown);
        log('wrote docs/benchmarks.md (api section)');
      }
      return 0;
    } finally {
      // Waited for: its pool must close before the database stops under it (else the pool's error ends it
      // noisily), and --cpu-prof writes its profile on the way out.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.exitCode === null && child.kill('SIGTERM')) await exited;
    }
  } finally {
    await server.stop();
  }
}
