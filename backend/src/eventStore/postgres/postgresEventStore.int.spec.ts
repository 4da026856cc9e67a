import { createPool } from '../../postgres/pool';
import { createTestDatabase } from '../../../../test/database';
import { describeEventStoreContract } from '../contract/testing';
import { PostgresEventStore } from './postgresEventStore';

describeEventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase();
  const pool = createPool(database.url, { max: 60 });
  await PostgresEventStore.migrate(pool);
  return {
    open: async (catalogue) => new PostgresEventStore({ pool, connectionString: database.url, catalogue }),
    cleanup: async () => {
      await pool.end();
      await database.drop();
    },
  };
});
