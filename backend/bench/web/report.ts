import os from 'node:os';
import { floodSection, floodTargets } from './floodReport';
import type { PageResult } from './pages';
import { costTable, lighthouseNotes, lighthouseTable, pageTargets, phoneTable, verdict } from './pagesReport';
import type { ServerSide } from './serverSide';
import { CONNECTIONS, percentile } from './throughput';

export interface WebInput {
  users: number;
  seconds: number;
  elapsed: number;
  /** The Quebec site's floods and throughput; null when only the pages were measured. */
  serverSide: ServerSide | null;
  pages: PageResult[];
  /** Cold visits per page on the phone, Lighthouse runs per page. */
  visits: number;
  audits: number;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

function method(input: WebInput): string[] {
  return [
    '## Method',
    '',
    `- ${fmt(input.users)} members per site seeded as for the API benchmark (seed 42, no views), for the Quebec site and`,
    "  for the Canada-wide one, each in its own database. The members the measured pages show (the home page's cards,",
    "  up to 12, the busiest city's listing's 24, the profile of its first card) get the demo's generated photos (the",
    "  demo's count for each, at least one), added and approved by command, with the variants the upload job makes",
    '  (backend/bench/web/pictures.ts); the others have none, and ranks do not depend on pictures. Each site is built',
    "  in turn (`npm start`'s build check, `WEBSITE=QC` then `CA`) and served by the product in a child process, twice",
    '  on the same database: with server rendering (as it runs) and with `SERVER_RENDERING=off`.',
    `- Throughput (Quebec): autocannon, ${CONNECTIONS} connections, ${input.seconds} s per figure after a 2 s warm-up, both sides`,
    '  asking as a browser does (`Accept-Encoding: br, gzip`): the server-rendered page beside the JSON route its data',
    "  comes from, on the same data, order alternating. A visitor's page is kept for the rest of its 5-second window",
    "  (backend/src/web/ssr/pageCache.ts): each window's first request renders it from the warm render cache (pages",
    '  are keyed by their canonical address and the answers they read), the others get the kept page.',
    '- Uncached render: pages of the listing not asked before (page 2, 3, … in each order), one at a time (asked',
    "  again a moment later when past the client's share of render time); the React render time from the answer's",
    '  `Server-Timing`. A query parameter the page ignores no longer makes a render: it is the plain page.',
    "- Phone: Debian's Chromium, headless, a new profile per visit (cold HTTP cache, no service worker), Moto G Power",
    "  screen, CPU slowed 4x, 1.6 Mbps down / 750 Kbps up / 150 ms RTT (Lighthouse's mobile profile, applied by hand);",
    `  median of ${input.visits} visits per page, pages taking turns. Measured once the network is idle and 1 s more, in the page:`,
    "  LCP and its element (PerformanceObserver); the first photo (the first card's, the gallery's first slide on the",
    '  profile) timed by Element Timing, the bench marking it as the parser inserts it; TBT as Lighthouse counts it',
    "  (each long task's time beyond 50 ms after the first paint) until then; JavaScript as the compressed bodies and",
    '  the number of the scripts fetched by then. HTML: the page asked with `Accept-Encoding: br`, as sent and',
    '  decompressed.',
    `- Lighthouse 12.2.3, its default configuration (mobile, simulated throttling), in Debian's Chromium; median of`,
    `  ${input.audits} runs per page, each figure on its own; the breakdown table is the run of median performance.`,
    '- While working on a page: `npm run bench -- web --pages-only --variant CA --quick` measures the browser side of',
    '  one site only (5,000 members, 2 visits, 1 Lighthouse run), prints it and leaves this file alone;',
    '  `BENCH_LIGHTHOUSE_DIR=<dir>` keeps the Lighthouse reports.',
  ];
}

function serverSideParts(side: ServerSide, seconds: number): string[] {
  return [
    '## Throughput (Quebec)',
    '',
    '| page | page req/s | page p50/p99 ms | JSON route req/s | JSON p50/p99 ms | page/JSON |',
    '|---|---|---|---|---|---|',
    ...side.pairs.map(
      ({ name, page, json }) =>
        `| ${name} | ${fmt(page.requestsPerSecond)} | ${page.p50} / ${page.p99} | ${fmt(json.requestsPerSecond)} | ${json.p50} / ${json.p99} | ${Math.round((page.requestsPerSecond / json.requestsPerSecond) * 100)}% |`,
    ),
    '',
    `Client-only page (the built \`index.html\`, same address): ${fmt(side.staticPage.requestsPerSecond)} req/s, p50/p99 ${side.staticPage.p50} / ${side.staticPage.p99} ms.`,
    `Uncached render of the listing: p50 ${percentile(side.uncached, 50).toFixed(1)} ms, p99 ${percentile(side.uncached, 99).toFixed(1)} ms of CPU per page.`,
    '',
    ...floodSection({ ...side.floods, seconds }),
  ];
}

function throughputTargets(side: ServerSide | null): string[] {
  if (!side)
    return [
      "- Page throughput ≥ 50% of the JSON route's: not measured in this run (the Quebec site's, without --pages-only)",
    ];
  const listing = side.pairs.find((pair) => pair.name.startsWith('listing'))!;
  const ratio = listing.page.requestsPerSecond / listing.json.requestsPerSecond;
  return [
    `- Listing page throughput ≥ 50% of the JSON route's: ${verdict(ratio >= 0.5)}; ${Math.round(ratio * 100)}% (${fmt(listing.page.requestsPerSecond)} vs ${fmt(listing.json.requestsPerSecond)} req/s)`,
    `- Listing page p99 < 50 ms at ${CONNECTIONS} connections: ${verdict(listing.page.p99 < 50)}; ${listing.page.p99} ms`,
  ];
}

/** The web benchmark as the docs/benchmarks.md section (also printed). */
export function webReport(input: WebInput): string {
  const side = input.serverSide;
  const sites = [...new Set(input.pages.map((row) => row.variant))].join(' and ');
  return [
    '# Web benchmark: server-rendered pages',
    '',
    `Generated by \`npm run bench -- web\` (${new Date().toISOString().slice(0, 10)}, ${Math.round(input.elapsed)} s) on ${os.cpus().length} cores, Node ${process.version}, load average at the end ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')}`,
    '(1/5/15 min; the machine is shared, figures move from run to run). `npm run bench -- web --quick` runs 5,000 members, 3 s per',
    'figure, 2 visits and 1 Lighthouse run per page, and leaves this file alone; `--help` lists the other options.',
    '',
    ...method(input),
    '',
    ...(side ? [...serverSideParts(side, input.seconds), ''] : []),
    `## Phone page loads (${sites})`,
    '',
    ...phoneTable(input.pages),
    '',
    '## Lighthouse (mobile, simulated throttling)',
    '',
    ...lighthouseTable(input.pages),
    '',
    ...lighthouseNotes(input.pages),
    '',
    'Where the time and bytes go, by Lighthouse (run of median performance; scripts by size, boot-up is their',
    'main-thread time):',
    '',
    ...costTable(input.pages),
    '',
    '## Targets',
    '',
    ...pageTargets(input.pages),
    ...throughputTargets(side),
    ...(side ? floodTargets({ ...side.floods, seconds: input.seconds }) : []),
    ...throughputGap(side, input.pages),
  ].join('\n');
}

/** Why the listing page trails its JSON route, when it does: what a request of each sends. */
function throughputGap(side: ServerSide | null, pages: PageResult[]): string[] {
  const listing = side?.pairs.find((pair) => pair.name.startsWith('listing'));
  const html = pages.find((row) => row.variant === 'QC' && row.page === 'listing')?.html;
  if (!side || !listing || !html || listing.page.requestsPerSecond >= listing.json.requestsPerSecond / 2) return [];
  return [
    '',
    '## Where the throughput gap comes from',
    '',
    "A visitor's page is kept for its window, so most requests are answered without rendering, through the same",
    `middleware as the JSON route. What remains is its size: ${fmt(html.raw / 1024)} KB of HTML, ${fmt((html.brotli ?? html.raw) / 1024)} KB as sent, for`,
    '24 cards (the phone table); by hand on 2026-11-29, 123 KB of a 256 KB listing was its critical styles (the',
    "theme's variables for both colour schemes, 23 KB, and MUI's rules for the page's components, a class per",
    'variant of each button; the cards have a static stylesheet). Sending it is most of what a request costs: the built',
    `index.html alone (3 KB) answers ${fmt(side.staticPage.requestsPerSecond)} req/s.`,
  ];
}
