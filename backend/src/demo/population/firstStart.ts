import type { EventStore } from '@annuaire/shared';
import type { Kysely } from 'kysely';
import { progressPrinter } from '../../cli/progressBar';
import type { Config } from '../../config';
import { progressTracker } from './progress';
import { seedPopulation } from './seed';

/** Fixed on first start so every fresh install shows the same people. */
export const FIRST_START_SEED = 2026;

/**
 * The first start's demo population (DEMO_USERS, about 500): done before the site opens, so the
 * first page a visitor sees is already populated. The read models catch up in the background.
 */
export async function seedDemoPopulation(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- accounts and read models share one pool
  deps: { db: Kysely<any>; store: EventStore },
  config: Config,
  log: (message: string) => void,
) {
  const started = Date.now();
  log(`generating ${config.DEMO_USERS} demo members`);
  await seedPopulation(
    { db: deps.db, store: deps.store, config },
    {
      users: config.DEMO_USERS,
      variant: config.WEBSITE,
      seed: FIRST_START_SEED,
      onProgress: progressTracker(progressPrinter(process.stderr, 'users')),
    },
  );
  log(`demo members generated in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}
