import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createPool } from '../../src/postgres/pool';
import { PostgresEventStore } from '../../src/eventStore/postgres/postgresEventStore';
import { testCatalogue, testMetadata } from '../../src/eventStore/contract/testEvents';
import { BATCH_SIZE, EVENTS_PER_STREAM } from './config';

/**
 * One writer's k-th append: which stream it goes to and the stream revision before it (-1: new stream).
 * Single events: 10 per stream. Batches: two 100-event batches per stream.
 */
export interface AppendSlot {
  readonly stream: string;
  readonly before: number;
  readonly size: number;
  readonly sku: string;
}

export function appendSlot(tag: string, writer: number, k: number, batch: boolean): AppendSlot {
  if (batch) {
    return {
      stream: `cart-${tag}-${writer}-${Math.floor(k / 2)}`,
      before: (k % 2) * BATCH_SIZE - 1,
      size: BATCH_SIZE,
      sku: `sku-${writer}-${k}`,
    };
  }
  return {
    stream: `cart-${tag}-${writer}-${Math.floor(k / EVENTS_PER_STREAM)}`,
    before: (k % EVENTS_PER_STREAM) - 1,
    size: 1,
    sku: `sku-${writer}-${k}`,
  };
}

export const itemData = (sku: string, i: number) => ({ sku: `${sku}-${i}`, quantity: (i % 7) + 1 });

/** Appends `slots` from `writers` concurrent writers and returns the elapsed seconds. */
export async function runWriters(
  writers: number,
  appendsPerWriter: number,
  append: (writer: number, k: number) => Promise<void>,
): Promise<number> {
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let k = 0; k < appendsPerWriter; k++) await append(writer, k);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** A pool with `size` connections already open, so connecting is not timed. */
export async function warmPool(pool: pg.Pool, size: number): Promise<void> {
  await Promise.all(Array.from({ length: size }, () => pool.query('select 1')));
}

export interface AppendBench {
  append(slot: AppendSlot): Promise<void>;
  close(): Promise<void>;
}

/** Ours: PostgresEventStore.append with the exact expected revision ('no_stream' for a new stream). */
export async function oursAppender(url: string, writers: number): Promise<AppendBench> {
  // One connection more than writers: the store's coalesced NOTIFY borrows one.
  const pool = createPool(url, { max: writers + 2, applicationName: 'bench-ours' });
  await warmPool(pool, writers + 2);
  const store = new PostgresEventStore({ pool, connectionString: url, catalogue: testCatalogue });
  const metadata = testMetadata();
  return {
    async append(slot) {
      const events = Array.from({ length: slot.size }, (_, i) => ({ type: 'ItemAdded', data: itemData(slot.sku, i) }));
      await store.append(slot.stream, events, {
        expectedRevision: slot.before < 0 ? 'no_stream' : BigInt(slot.before),
        metadata,
      });
    },
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

/**
 * The floor: plain INSERTs of the same rows into a table of the same shape and indexes (our schema in
 * its own database), no revision check beyond the unique (stream_id, stream_position) constraint:
 * one single-row INSERT per event, one multi-row INSERT per batch.
 */
export async function rawAppender(url: string, writers: number): Promise<AppendBench> {
  const pool = createPool(url, { max: writers + 2, applicationName: 'bench-raw' });
  await warmPool(pool, writers + 2);
  const metadata = JSON.stringify(testMetadata());
  const statements = new Map<number, string>();
  const statementFor = (size: number) => {
    let text = statements.get(size);
    if (!text) {
      const rows = Array.from({ length: size }, (_, r) => {
        const p = r * 7;
        return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7})`;
      });
      text = `insert into event_store.events (stream_id, stream_position, event_id, type, version, data, metadata)
              values ${rows.join(', ')}`;
      statements.set(size, text);
    }
    return text;
  };
  return {
    async append(slot) {
      const values: unknown[] = [];
      for (let i = 0; i < slot.size; i++) {
        const data = JSON.stringify(itemData(slot.sku, i));
        values.push(slot.stream, slot.before + 1 + i, randomUUID(), 'ItemAdded', 1, data, metadata);
      }
      await pool.query(statementFor(slot.size), values);
    },
    async close() {
      await pool.end();
    },
  };
}
