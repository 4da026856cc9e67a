import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { migrateRuntime, type EventCounter } from '@annuaire/projections';
import type { EventCatalogue, EventStore } from '@annuaire/shared';
import type { Config } from '../config';
import { migrations } from '../migrations';
import { runMigrations } from '../postgres/migrations';
import { createPool } from '../postgres/pool';
import { openDatabase } from './database';
import { openEventStore } from './eventStore';

/** The storage every process of ours stands on: database, pool, kysely, event store. */
export interface Core {
  readonly databaseUrl: string;
  readonly pool: pg.Pool;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one pool serves read models of many shapes
  readonly db: Kysely<any>;
  readonly store: EventStore & Partial<EventCounter>;
  close(): Promise<void>;
}

/** Opens the database (embedded unless configured), runs migrations and opens the event store. */
export async function openCore(
  config: Config,
  catalogue: EventCatalogue,
  log: (message: string) => void,
): Promise<Core> {
  const database = await openDatabase(config, log);
  const pool = createPool(database.url, { max: 20 });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Core.db
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  try {
    const store = await openEventStore(config, { pool, url: database.url }, catalogue);
    await migrateRuntime(db);
    await runMigrations(pool, migrations);
    return {
      databaseUrl: database.url,
      pool,
      db,
      store,
      async close() {
        await store.close();
        await db.destroy();
        await database.close();
      },
    };
  } catch (error) {
    await db.destroy();
    await database.close();
    throw error;
  }
}
