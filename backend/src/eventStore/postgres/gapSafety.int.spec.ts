import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, type LogPosition, type RecordedEvent } from '@annuaire/shared';
import { openTestStore, type TestStore } from '../../../../test/eventStore';
import { added, testCatalogue, testMetadata } from '../contract/testEvents';
import { readAllEvents } from '../../../../test/readAll';

const meta = testMetadata();
let t: TestStore;

beforeAll(async () => {
  t = await openTestStore(testCatalogue);
});
afterAll(async () => {
  await t.close();
});

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.url });
  await client.connect();
  return client;
}

const readAfter = async (after: LogPosition | null) => (await readAllEvents(t.store, { after })).events;

const skus = (events: readonly RecordedEvent[]) => events.map((event) => (event.data as { sku: string }).sku);

describe('read horizon (two connections, deterministic)', () => {
  it('holds back a later commit until an earlier, slower transaction commits, then gives both in order', async () => {
    const start = await t.store.head();
    const slow = await connect();
    try {
      await slow.query('begin');
      await t.store.appendInTransaction(slow, `slow-${randomUUID()}`, [added('slow')], { metadata: meta });
      await t.store.append(`fast-${randomUUID()}`, [added('fast')], { metadata: meta });
      // The fast event is committed but sits after a position that may still commit: not readable yet.
      expect(skus(await readAfter(start))).toEqual([]);
      await slow.query('commit');
      expect(skus(await readAfter(start))).toEqual(['slow', 'fast']);
    } finally {
      await slow.end();
    }
  });

  it('orders by transaction id then position, so an early transaction that inserts late still comes first', async () => {
    const start = await t.store.head();
    const early = await connect();
    try {
      await early.query('begin');
      await early.query('select pg_current_xact_id()'); // takes its transaction id now, writes later
      const late = await t.store.append(`late-${randomUUID()}`, [added('later-xid-lower-position')], {
        metadata: meta,
      });
      const first = await t.store.appendInTransaction(early, `early-${randomUUID()}`, [added('earlier-xid')], {
        metadata: meta,
      });
      expect(first.position.pos).toBeGreaterThan(late.position.pos);
      expect(skus(await readAfter(start))).toEqual([]);
      await early.query('commit');
      expect(skus(await readAfter(start))).toEqual(['earlier-xid', 'later-xid-lower-position']);
    } finally {
      await early.end();
    }
  });

  it('never shows an event whose transaction rolled back, and moves on past it', async () => {
    const start = await t.store.head();
    const doomed = await connect();
    try {
      await doomed.query('begin');
      await t.store.appendInTransaction(doomed, `doomed-${randomUUID()}`, [added('rolled-back')], { metadata: meta });
      await t.store.append(`kept-${randomUUID()}`, [added('kept')], { metadata: meta });
      expect(skus(await readAfter(start))).toEqual([]);
      await doomed.query('rollback');
      expect(skus(await readAfter(start))).toEqual(['kept']);
    } finally {
      await doomed.end();
    }
  });
});

describe('randomised concurrent appenders', () => {
  it('delivers every committed event exactly once, in stream order, and no rolled-back one', async () => {
    const APPENDERS = 16;
    const EVENTS_EACH = 2000;
    const start = await t.store.head();
    const run = randomUUID().slice(0, 8);
    const committed = new Set<string>();
    const rolledBack = new Set<string>();
    const seen: RecordedEvent[] = [];
    const subscription = subscribe(
      t.store,
      async (events) => {
        seen.push(...events.filter((event) => event.streamId.startsWith(`rand-${run}`)));
      },
      { after: start, batchSize: 500, pollIntervalMs: 50 },
    );

    const appender = async (index: number) => {
      const client = await connect();
      try {
        for (let i = 0; i < EVENTS_EACH; i++) {
          const id = randomUUID();
          const stream = `rand-${run}-${index}-${i % 4}`;
          await client.query('begin');
          await t.store.appendInTransaction(client, stream, [{ id, ...added(`${index}-${i}`) }], { metadata: meta });
          if (Math.random() < 0.5) await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
          if (Math.random() < 0.05) {
            await client.query('rollback');
            rolledBack.add(id);
          } else {
            await client.query('commit');
            committed.add(id);
          }
        }
      } finally {
        await client.end();
      }
    };
    await Promise.all(Array.from({ length: APPENDERS }, (_, index) => appender(index)));
    await expect.poll(() => seen.length, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(committed.size);
    await subscription.stop();

    const ids = seen.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length); // exactly once
    expect(ids.filter((id) => rolledBack.has(id))).toEqual([]); // never a rolled-back one
    expect(new Set(ids)).toEqual(committed); // every committed one
    expect(rolledBack.size).toBeGreaterThan(0);
    const byStream = new Map<string, bigint[]>();
    for (const event of seen)
      byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), event.streamPosition]);
    for (const positions of byStream.values()) {
      expect(positions).toEqual(positions.map((_, i) => BigInt(i))); // contiguous, in stream order
    }
  });
});
