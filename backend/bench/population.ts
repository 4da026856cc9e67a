import os from 'node:os';
import { startProjectionWorkers, waitForProjections } from '@annuaire/projections';
import { catalogue, type SiteVariant } from '@annuaire/shared';
import { progressPrinter } from '../src/cli/progressBar';
import { loadConfig, type Config } from '../src/config';
import { seedPopulation } from '../src/demo/population/seed';
import { progressTracker } from '../src/demo/population/progress';
import { workerProjections } from '../src/readModels';
import { openCore, type Core } from '../src/runtime/core';
import { execute } from './eventstore/server';

/** The population's seed: the same members, places and ranks run after run. */
export const BENCH_SEED = 42;

export interface PopulationOptions {
  /** The site the members are generated for (places, languages); Quebec unless said. */
  readonly variant?: SiteVariant;
  /** Where pictures are kept (DATA_DIR/pictures); the system's temporary folder unless said. */
  readonly dataDir?: string;
}

/**
 * Runs `work` on the database at `url` with the product's projection workers folding what it writes, then waits
 * until every read model the pages read has caught up.
 */
export async function withFoldingCore<T>(
  url: string,
  options: PopulationOptions,
  log: (message: string) => void,
  work: (core: Core, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig({
    DATABASE_URL: url,
    NODE_ENV: 'test',
    DATA_DIR: options.dataDir ?? os.tmpdir(),
    WEBSITE: options.variant ?? 'QC',
  });
  const core = await openCore(config, catalogue, () => undefined);
  const workers = startProjectionWorkers(workerProjections(core.store), {
    db: core.db,
    store: core.store,
    connectionString: core.databaseUrl,
  });
  try {
    const result = await work(core, config);
    log('waiting for the read models to fold the population');
    const head = await core.store.head();
    if (head)
      await waitForProjections(core.db, ['users', 'directory', 'credits', 'audit'], head, { timeoutMs: 3_600_000 });
    return result;
  } finally {
    await workers.stop();
    await core.close();
  }
}

/**
 * Seeds `users` members (seed 42, no pictures or views) into the database at `url`, through the product's
 * commands, and waits until the read models have folded them. Answers the demo's plan of each member.
 */
export function seedBenchPopulation(
  url: string,
  users: number,
  log: (message: string) => void,
  options: PopulationOptions = {},
) {
  return withFoldingCore(url, options, log, (core, config) =>
    seedPopulation(
      { db: core.db, store: core.store, config },
      {
        users,
        variant: options.variant ?? 'QC',
        seed: BENCH_SEED,
        pictures: false,
        views: false,
        onProgress: progressTracker(progressPrinter(process.stderr, 'users')),
      },
    ),
  );
}

/** The listing (`category/region/city`) with the most visible profiles: the heaviest page a visitor asks for. */
export async function busiestListing(url: string): Promise<{ listing: string; region: string; city: string }> {
  const [busiest] = await execute<{ listing: string }>(
    url,
    `select listing from directory.entries where valid_to is null and listing like 'female-escorts/%/%'
     group by listing order by count(*) desc limit 1`,
  );
  const listing = busiest!.listing;
  const [, region, city] = listing.split('/') as [string, string, string];
  return { listing, region, city };
}
