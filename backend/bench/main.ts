/**
 * `npm run bench -- <suite> [--quick]`. Benchmarks are programs, never timed assertions in tests.
 *   eventstore   appends, catch-up reads and projection rebuilds: ours vs raw SQL vs Emmett
 *                (--quick: ~20x smaller sizes, does not rewrite docs/benchmarks.md)
 *   api          listing, search and profile endpoints on 50,000 seeded profiles vs a raw pg query
 *                (--quick: 5,000 profiles, 3 s per figure, does not rewrite docs/benchmarks.md)
 *   web          server-rendered pages beside their JSON routes (50 connections, 50,000 profiles), floods, and
 *                both sites' home, listing and profile on a phone in Chromium (JS, TBT, LCP and its element, CLS,
 *                HTML size) and in Lighthouse (--quick: 5,000 profiles, 3 s per figure, 2 visits and 1 Lighthouse
 *                run per page; --pages-only: the browser side alone; --variant QC|CA: one site; docs left alone
 *                unless a full run of both sites; `npm run bench -- web --help` says more)
 *   bundle       the site's initial JavaScript per page, both variants, vs a bare React app
 *                (--quick: does not rewrite docs/benchmarks.md)
 *   analytics    `npm run analytics -- export` of 100,000 and 1,000,000 ledger-like rows to CSV and Parquet:
 *                time, rows/s, peak RSS (--quick: 100,000 rows, does not rewrite docs/benchmarks.md)
 */
const [suite, ...args] = process.argv.slice(2);

async function main(): Promise<number> {
  switch (suite) {
    case 'eventstore': {
      const { runEventStoreBench } = await import('./eventstore/run');
      return runEventStoreBench(args);
    }
    case 'api': {
      const { runApiBench } = await import('./api/run');
      return runApiBench(args);
    }
    case 'web': {
      const { runWebBench } = await import('./web/run');
      return runWebBench(args);
    }
    case 'bundle': {
      const { runBundleBench } = await import('./bundle/run');
      return runBundleBench(args);
    }
    case 'analytics': {
      const { runAnalyticsBench } = await import('./analytics/run');
      return runAnalyticsBench(args);
    }
    default:
      console.error(
        `usage: npm run bench -- eventstore|api|web|bundle|analytics [--quick] (web --help: its options)${suite ? ` (unknown suite: ${suite})` : ''}`,
      );
      return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
