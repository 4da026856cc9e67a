import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../../config';
import { dockerAvailable, startKurrentDbContainer, type KurrentDbServer } from './server';

/**
 * `npm run verify:kurrentdb`: the KurrentDB event store verified as only a real server can, with the tests that
 * already exist rather than copies of them.
 *   1. A start of the product against it (productStart.int.spec.ts: startServices with EVENTSTORE_URL, /api/health
 *      200 with every projection caught up), first, while the server holds nothing else.
 *   2. The event-store contract suite every adapter runs (eventStoreDb/eventStoreDbEventStore.int.spec.ts).
 * Each run is refused as a pass if any of its tests was skipped: a skip there means nothing was verified.
 */
export const VERIFY_SPECS = [
  ['product start', 'backend/src/eventStore/kurrentdb/productStart.int.spec.ts'],
  ['event-store contract suite', 'backend/src/eventStore/eventStoreDb/eventStoreDbEventStore.int.spec.ts'],
] as const;

/** Exit codes: verified, a check failed, nothing to verify against (not a pass: nothing ran). */
export const VERIFIED = 0;
export const FAILED = 1;
export const SKIPPED = 3;

export const SKIP_MESSAGE = [
  'KurrentDB NOT verified: skipped, nothing ran against KurrentDB.',
  'Why: EVENTSTORE_URL is not set and no Docker engine answers here (testcontainers found none), so there is no',
  'KurrentDB server to run the event-store contract suite and the product start against.',
  'To verify: run `npm run verify:kurrentdb` where Docker runs (it starts kurrentplatform/kurrentdb:26.1.1), or',
  "point it at a disposable server: EVENTSTORE_URL='kurrentdb://host:2113?tls=false' npm run verify:kurrentdb",
  '(the contract suite writes test events into it).',
  `Exit code ${SKIPPED}: skipped, which is neither a pass (0) nor a failure (1).`,
].join('\n');

export interface SpecOutcome {
  readonly exitCode: number;
  readonly passed: number;
  readonly skipped: number;
  readonly failed: number;
}

export interface VerifyDependencies {
  readonly env: NodeJS.ProcessEnv;
  readonly dockerAvailable: () => Promise<boolean>;
  readonly startContainer: () => Promise<KurrentDbServer>;
  readonly runSpec: (file: string, eventStoreUrl: string) => Promise<SpecOutcome>;
  readonly out: (line: string) => void;
}

export async function verifyKurrentDb(deps: VerifyDependencies): Promise<number> {
  const given = deps.env.EVENTSTORE_URL?.trim();
  let server: KurrentDbServer;
  if (given) {
    server = { url: given, origin: 'EVENTSTORE_URL', stop: async () => undefined };
  } else if (await deps.dockerAvailable()) {
    deps.out('Starting a KurrentDB container (testcontainers)...');
    server = await deps.startContainer();
  } else {
    deps.out(SKIP_MESSAGE);
    return SKIPPED;
  }
  try {
    deps.out(`Verifying the KurrentDB event store against ${server.origin}.`);
    for (const [name, file] of VERIFY_SPECS) {
      const outcome = await deps.runSpec(file, server.url);
      const counts = `${outcome.passed} passed, ${outcome.failed} failed, ${outcome.skipped} skipped`;
      if (outcome.exitCode !== 0 || outcome.failed > 0) {
        deps.out(`KurrentDB NOT verified: the ${name} failed (${counts}; ${file}).`);
        return FAILED;
      }
      if (outcome.skipped > 0 || outcome.passed === 0) {
        deps.out(`KurrentDB NOT verified: the ${name} did not run in full (${counts}; ${file}).`);
        return FAILED;
      }
      deps.out(`${name}: ${counts}.`);
    }
    deps.out(`KurrentDB verified against ${server.origin}: the product starts on it and the contract suite passes.`);
    return VERIFIED;
  } finally {
    await server.stop();
  }
}

/** One spec file through the repository's vitest (its `node` project: the run's PostgreSQL and timeouts). */
export async function runSpecWithVitest(file: string, eventStoreUrl: string): Promise<SpecOutcome> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'verify-kurrentdb-'));
  const report = path.join(dir, 'report.json');
  try {
    const exitCode = await new Promise<number>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          path.join(REPOSITORY_ROOT, 'node_modules/vitest/vitest.mjs'),
          'run',
          '--project',
          'node',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${report}`,
          file,
        ],
        { cwd: REPOSITORY_ROOT, stdio: 'inherit', env: { ...process.env, EVENTSTORE_URL: eventStoreUrl } },
      );
      child.on('error', reject);
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
    const counts = await readFile(report, 'utf8')
      .then((text) => JSON.parse(text) as Record<string, number>)
      .catch(() => ({}) as Record<string, number>);
    return {
      exitCode,
      passed: counts.numPassedTests ?? 0,
      failed: counts.numFailedTests ?? 0,
      skipped: (counts.numPendingTests ?? 0) + (counts.numTodoTests ?? 0),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const defaultVerifyDependencies = (): VerifyDependencies => ({
  env: process.env,
  dockerAvailable: () => dockerAvailable(),
  startContainer: startKurrentDbContainer,
  runSpec: runSpecWithVitest,
  out: (line) => console.log(line),
});
