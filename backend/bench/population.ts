import os from 'node:os';
import { startProjectionWorkers, waitForProjections } from '@annuaire/projections';
import { catalogue } from '@annuaire/shared';
import { progressPrinter } from '../src/cli/progressBar';
import { loadConfig } from '../src/config';
import { seedPopulation } from '../src/demo/population/seed';
import { progressTracker } from '../src/demo/population/progress';
import { workerProjections } from '../src/readModels';
import { openCore } from '../src/runtime/core';
import { execute } from './eventstore/server';

/**
 * Seeds `users` members of the Quebec site (seed 42, no pictures or views) into the database at `url`,
 * through the product's commands, and waits until every read model the pages read has folded them.
 */
export async function seedBenchPopulation(url: string, users: number, log: (message: string) => void) {
  const config = loadConfig({ DATABASE_URL: url, NODE_ENV: 'test', DATA_DIR: os.tmpdir() });
  const core = await openCore(config, catalogue, () => undefined);
  const workers = startProjectionWorkers(workerProjections(core.store), {
    db: core.db,
    store: core.store,
    connectionString: core.databaseUrl,
  });
  try {
    const plan = await seedPopulation(
      { db: core.db, store: core.store, config },
      {
        users,
        variant: 'QC',
        seed: 42,
        pictures: false,
        views: false,
        onProgress: progressTracker(progressPrinter(process.stderr, 'users')),
      },
    );
    log('waiting for the read models to fold the population');
    const head = await core.store.head();
    if (head)
      await waitForProjections(core.db, ['users', 'directory', 'credits', 'audit'], head, { timeoutMs: 3_600_000 });
    return plan;
  } finally {
    await workers.stop();
    await core.close();
  }
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
