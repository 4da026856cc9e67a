import type pg from 'pg';
import type { EventCounter } from '@annuaire/projections';
import type { EventCatalogue, EventStore } from '@annuaire/shared';
import type { Config } from '../config';
import { EventStoreDbEventStore } from '../eventStore/eventStoreDb/eventStoreDbEventStore';
import { PostgresEventStore } from '../eventStore/postgres/postgresEventStore';

/**
 * KurrentDB or EventStoreDB when `EVENTSTORE_URL` is set (`kurrentdb://` or `esdb://`), else the PostgreSQL event
 * store in the main database.
 */
export async function openEventStore(
  config: Config,
  database: { pool: pg.Pool; url: string },
  catalogue: EventCatalogue,
): Promise<EventStore & Partial<EventCounter>> {
  if (config.EVENTSTORE_URL) return EventStoreDbEventStore.connect(config.EVENTSTORE_URL, catalogue);
  await PostgresEventStore.migrate(database.pool);
  return new PostgresEventStore({ pool: database.pool, connectionString: database.url, catalogue });
}
