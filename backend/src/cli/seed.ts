import { startProjectionWorkers, waitForProjections } from '@annuaire/projections';
import { catalogue } from '@annuaire/shared';
import { loadConfig } from '../config';
import { seedPopulation } from '../demo/population/seed';
import { progressTracker } from '../demo/population/progress';
import { workerProjections } from '../readModels';
import { openCore } from '../runtime/core';
import { progressPrinter } from './progressBar';

const USAGE = `Usage: npm run seed -- [--users N] [--seed S] [--no-pictures] [--no-views]
  Adds N generated members (default 500) through the same commands the site uses, then waits until
  the read models have them. Pictures and a year of views are generated unless turned off.
  Same --seed, same people (on an empty database).`;

function parse(argv: readonly string[]) {
  const options = { users: 500, seed: Math.floor(Math.random() * 2 ** 31), pictures: true, views: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--users' || arg === '--seed') {
      const value = Number(argv[++i]);
      if (!Number.isSafeInteger(value) || value < (arg === '--users' ? 1 : 0)) return null;
      options[arg === '--users' ? 'users' : 'seed'] = value;
    } else if (arg === '--no-pictures') options.pictures = false;
    else if (arg === '--no-views') options.views = false;
    else return null;
  }
  return options;
}

/** `npm run seed -- --users N`: exit 0 when seeded and projected, 2 on a usage error. */
export async function runSeedCli(argv: readonly string[]): Promise<number> {
  const options = parse(argv);
  if (!options) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const log = (message: string) => console.error(`[seed] ${message}`);
  const core = await openCore(config, catalogue, log);
  // Workers here take over only if no server is running them; either way the wait below sees them.
  const workers = startProjectionWorkers(workerProjections(core.store), {
    db: core.db,
    store: core.store,
    connectionString: core.databaseUrl,
  });
  try {
    const started = Date.now();
    await seedPopulation(
      { db: core.db, store: core.store, config },
      { ...options, variant: config.WEBSITE, onProgress: progressTracker(progressPrinter(process.stderr, 'users')) },
    );
    log(`appended in ${((Date.now() - started) / 1000).toFixed(1)}s; waiting for the read models`);
    const last = await core.store.head();
    if (last)
      await waitForProjections(core.db, ['users', 'directory', 'credits', 'statistics'], last, {
        timeoutMs: 30 * 60_000,
      });
    log(`done: ${options.users} members (seed ${options.seed}) in ${((Date.now() - started) / 1000).toFixed(1)}s`);
    return 0;
  } finally {
    await workers.stop();
    await core.close();
  }
}

process.exitCode = await runSeedCli(process.argv.slice(2));
