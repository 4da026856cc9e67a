/**
 * `npm run bench -- <suite> [--quick]`. Benchmarks are programs, never timed assertions in tests.
 *   eventstore   appends, catch-up reads and projection rebuilds: ours vs raw SQL vs Emmett
 *                (--quick: ~20x smaller sizes, does not rewrite docs/benchmarks.md)
 */
const [suite, ...args] = process.argv.slice(2);

async function main(): Promise<number> {
  switch (suite) {
    case 'eventstore': {
      const { runEventStoreBench } = await import('./eventstore/run');
      return runEventStoreBench(args);
    }
    default:
      console.error(`usage: npm run bench -- eventstore [--quick]${suite ? ` (unknown suite: ${suite})` : ''}`);
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
