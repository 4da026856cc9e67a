import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { migrateRuntime } from '@annuaire/projections';
import type { EventCatalogue } from '@annuaire/shared';
import { PostgresEventStore } from '../backend/src/eventStore/postgres/postgresEventStore';
import { createPool } from '../backend/src/postgres/pool';
import { createTestDatabase } from './database';

export interface TestStore {
  readonly url: string;
  readonly pool: pg.Pool;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests query read models of any shape
  readonly db: Kysely<any>;
  readonly store: PostgresEventStore;
  close(): Promise<void>;
}

/** A fresh database with the PostgreSQL event store and the projection runtime's tables. */
export async function openTestStore(catalogue: EventCatalogue): Promise<TestStore> {
  const database = await createTestDatabase();
  const pool = createPool(database.url, { max: 30 });
  await PostgresEventStore.migrate(pool);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see TestStore.db
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  await migrateRuntime(db);
  const store = new PostgresEventStore({ pool, connectionString: database.url, catalogue });
  return {
    url: database.url,
    pool,
    db,
    store,
    async close() {
      await store.close();
      await db.destroy();
      await database.drop();
    },
  };
}
