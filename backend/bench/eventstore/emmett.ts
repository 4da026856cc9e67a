/**
 * The peer contender, `@event-driven-io/emmett-postgresql`. Only ever loaded in child processes: its
 * connection layer (dumbo) installs process-wide `pg` type parsers (int8 as BigInt, its own JSON
 * parser), which must not leak into the processes measuring our store.
 */
import { dumbo, sql, type Dumbo } from '@event-driven-io/dumbo';
import type { Event, ReadEvent } from '@event-driven-io/emmett';
import {
  getPostgreSQLEventStore,
  postgreSQLRawSQLProjection,
  type PostgresReadEventMetadata,
  readMessagesBatch,
  rebuildPostgreSQLProjections,
} from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { AUDIT_TABLES_SQL } from '@annuaire/projections';
import { parseStreamName, type EventMetadata } from '@annuaire/shared';
import { testMetadata } from '../../src/eventStore/contract/testEvents';
import { itemData, warmPool, type AppendBench } from './appends';
import { READ_PAGE, REBUILD_BATCH, type TaskResult } from './config';
import { execute } from './server';
import { elapsedSince, peakRssMb } from './measure';

type ItemAdded = Event<'ItemAdded', { sku: string; quantity: number }, EventMetadata>;

/** Creates Emmett's schema (its migrations) in the database. */
export async function emmettMigrate(url: string): Promise<void> {
  const store = getPostgreSQLEventStore(url);
  try {
    await store.schema.migrate();
  } finally {
    await store.close();
  }
}

/** `appendToStream` with the exact expected stream version (Emmett counts from 1; 0 is a new stream). */
export async function emmettAppender(url: string, writers: number): Promise<AppendBench> {
  const pool = new pg.Pool({ connectionString: url, max: writers + 2, application_name: 'bench-emmett' });
  await warmPool(pool, writers + 2);
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
  const metadata = testMetadata();
  return {
    async append(slot) {
      const events: ItemAdded[] = Array.from({ length: slot.size }, (_, i) => ({
        type: 'ItemAdded',
        data: itemData(slot.sku, i),
        metadata,
      }));
      await store.appendToStream<ItemAdded>(slot.stream, events, { expectedStreamVersion: BigInt(slot.before + 1) });
    },
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

async function withDumbo<T>(url: string, work: (pool: Dumbo) => Promise<T>): Promise<T> {
  const native = new pg.Pool({ connectionString: url, max: 4, application_name: 'bench-emmett' });
  const pool = dumbo({ connectionString: url, pool: native });
  try {
    return await work(pool);
  } finally {
    await pool.close();
    await native.end();
  }
}

/**
 * `$all` catch-up: `readMessagesBatch` pages (Emmett's global read, what its consumers pull with),
 * stopped after `capSeconds`.
 */
export async function emmettRead(url: string, capSeconds: number): Promise<TaskResult> {
  return withDumbo(url, async (pool) => {
    await pool.execute.query(sql('select 1'));
    const started = process.hrtime.bigint();
    let after = 0n;
    let events = 0;
    for (;;) {
      const page = await readMessagesBatch<ItemAdded>(pool.execute, { after, batchSize: READ_PAGE });
      events += page.messages.length;
      after = page.currentGlobalPosition;
      if (!page.areMessagesLeft) break;
      if (elapsedSince(started) > capSeconds) {
        return { events, seconds: elapsedSince(started), peakRssMb: peakRssMb(), capped: true };
      }
    }
    return { events, seconds: elapsedSince(started), peakRssMb: peakRssMb() };
  });
}

const AUDIT_COLUMNS = `event_id, txn, pos, stream_id, stream_position, stream_category, subject_id, type, actor_id,
  actor_role, impersonator_id, correlation_id, causation_id, reason, at, recorded_at, data`;

/**
 * Emmett's rebuild: `rebuildPostgreSQLProjections` (a consumer pulling `readMessagesBatch` pages and a
 * projector) with a raw-SQL projection writing the same flattened audit row. Emmett's projector hands
 * its projection one event at a time and stores its checkpoint after each event, in one transaction per
 * page. Stopped after `capSeconds`; the rate counts the rows committed by then.
 */
export async function emmettRebuild(url: string, capSeconds: number): Promise<TaskResult> {
  await execute(url, `drop schema if exists audit cascade; create schema audit; ${AUDIT_TABLES_SQL('audit')}`);
  await execute(url, 'delete from emt_processors; delete from emt_projections');
  const total = Number((await execute<{ n: string }>(url, 'select count(*) as n from emt_messages'))[0]!.n);
  const result = await withDumbo(url, async (pool) => {
    const projection = postgreSQLRawSQLProjection<ItemAdded>({
      name: 'audit',
      canHandle: ['ItemAdded'],
      evolve: (event) => {
        // The projection is typed with the bare event; what it receives is the recorded one.
        const meta = (event as ReadEvent<ItemAdded, PostgresReadEventMetadata>).metadata;
        const { category, id } = parseStreamName(meta.streamName);
        return sql(
          `insert into audit.events (${AUDIT_COLUMNS})
           values (%L::uuid, 0, %s, %L, %s, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L, %L::jsonb)`,
          meta.messageId,
          meta.globalPosition.toString(),
          meta.streamName,
          meta.streamPosition.toString(),
          category,
          id,
          event.type,
          meta.actorId,
          meta.actorRole,
          meta.impersonatorId,
          meta.correlationId,
          meta.causationId,
          meta.reason,
          meta.at,
          meta.at,
          JSON.stringify(event.data),
        );
      },
    });
    const consumer = rebuildPostgreSQLProjections<ItemAdded>({
      connectionString: url,
      pool,
      pulling: { batchSize: REBUILD_BATCH, pullingFrequencyInMs: 0 },
      projections: [projection],
    });
    const started = process.hrtime.bigint();
    let capped = false;
    const cap = setTimeout(() => {
      capped = true;
      void consumer.stop();
    }, capSeconds * 1000);
    try {
      await consumer.start();
    } finally {
      clearTimeout(cap);
    }
    const seconds = elapsedSince(started);
    await consumer.close();
    return { seconds, capped };
  });
  const [row] = await execute<{ n: string }>(url, 'select count(*) as n from audit.events');
  const events = Number(row!.n);
  return { events, seconds: result.seconds, peakRssMb: peakRssMb(), capped: result.capped || events < total };
}
