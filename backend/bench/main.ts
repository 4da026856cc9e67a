/**
 * `npm run bench -- <suite> [--quick]`. Benchmarks are programs, never timed assertions in tests.
 *   eventstore   appends, catch-up reads and projection rebuilds: ours vs raw SQL vs Emmett
 *                (--quick: ~20x smaller sizes, does not rewrite docs/benchmarks.md)
 *   api          listing, search and profile endpoints on 50,000 seeded profiles vs a raw pg query
 *                (--quick: 5,000 profiles, 3 s per figure, does not rewrite docs/benchmarks.md)
 *   web          server-rendered pages beside their JSON routes (50 connections, 50,000 profiles), and cold
 *                mobile page loads in Chromium (LCP, CLS) rendered on the server and by the browser
 *                (--quick: 5,000 profiles, 3 s per figure, 2 visits per row; docs left alone)
 *   bundle       the site's initial JavaScript per page, both variants, vs a bare React app
 *                (--quick: does not rewrite docs/benchmarks.md)
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
    default:
      console.error(
        `usage: npm run bench -- eventstore|api|web|bundle [--quick]${suite ? ` (unknown suite: ${suite})` : ''}`,
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
