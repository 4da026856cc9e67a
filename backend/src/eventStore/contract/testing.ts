import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, subscribe, type EventStore, type LogPosition, type RecordedEvent } from '@annuaire/shared';
import { readAllEvents } from '../../../../test/readAll';
import { describeAppendContract } from './appendContract';
import { streamName, type ContractHarness } from './harness';
import { added, testCatalogue, testMetadata } from './testEvents';

export type { ContractHarness } from './harness';

const meta = testMetadata();

// Small pages, so paging is exercised too.
const readAllAfter = (store: EventStore, after: LogPosition | null, types?: string[]) =>
  readAllEvents(store, { after, types, limit: 7 });

/**
 * The behaviour every event store adapter must show, run against each of them by its own spec: writing
 * (appendContract.ts), then reading and subscribing (below).
 */
export function describeEventStoreContract(name: string, createHarness: () => Promise<ContractHarness>): void {
  describe(`${name} event store contract`, () => {
    let harness: ContractHarness;
    let store: EventStore;

    beforeAll(async () => {
      harness = await createHarness();
      store = await harness.open(testCatalogue);
    });
    afterAll(async () => {
      await store?.close();
      await harness?.cleanup();
    });

    describeAppendContract(() => ({ harness, store }));

    describe('reading', () => {
      it('reads a stream in order, from a revision, with its metadata', async () => {
        const stream = streamName();
        const metadata = testMetadata({ actorId: 'staff-7', impersonatorId: 'admin-1', reason: 'support ticket 42' });
        await store.append(
          stream,
          ['a', 'b', 'c', 'd'].map((sku) => added(sku)),
          { metadata },
        );
        const all = await store.readStream(stream);
        expect(all.map((event) => (event.data as { sku: string }).sku)).toEqual(['a', 'b', 'c', 'd']);
        expect(all.map((event) => event.streamPosition)).toEqual([0n, 1n, 2n, 3n]);
        expect(all[0]!.metadata).toEqual(metadata);
        const tail = await store.readStream(stream, { fromRevision: 2n, maxCount: 1 });
        expect(tail.map((event) => event.streamPosition)).toEqual([2n]);
      });

      it('reads the global log from a position, keeping each stream in order', async () => {
        const start = await store.head();
        const one = streamName();
        const two = streamName();
        for (let i = 0; i < 5; i++) {
          await store.append(one, [added(`one-${i}`)], { metadata: meta });
          await store.append(two, [added(`two-${i}`)], { metadata: meta });
        }
        const { events } = await readAllAfter(store, start);
        const mine = events.filter((event) => event.streamId === one || event.streamId === two);
        expect(mine).toHaveLength(10);
        for (const stream of [one, two]) {
          const positions = mine.filter((event) => event.streamId === stream).map((event) => event.streamPosition);
          expect(positions).toEqual([0n, 1n, 2n, 3n, 4n]);
        }
        for (let i = 1; i < events.length; i++) {
          expect(comparePositions(events[i - 1]!.position, events[i]!.position)).toBeLessThan(0);
        }
        const fromMiddle = await readAllAfter(store, mine[4]!.position);
        expect(fromMiddle.events.map((event) => event.id)).toEqual(
          events.slice(events.indexOf(mine[4]!) + 1).map((event) => event.id),
        );
      });

      it('filters the global log by type and still moves the checkpoint past skipped events', async () => {
        const start = await store.head();
        const stream = streamName();
        await store.append(stream, [{ type: 'ItemRemoved', data: { sku: 'x' } }, added('y')], { metadata: meta });
        await store.append(stream, [{ type: 'ItemRemoved', data: { sku: 'z' } }], { metadata: meta });
        const head = await store.head();
        const { events, checkpoint } = await readAllAfter(store, start, ['ItemAdded']);
        expect(events.filter((event) => event.streamId === stream).map((event) => event.type)).toEqual(['ItemAdded']);
        expect(events.every((event) => event.type === 'ItemAdded')).toBe(true);
        expect(comparePositions(checkpoint!, head!)).toBeGreaterThanOrEqual(0);
      });

      it('reports the head of the log', async () => {
        const result = await store.append(streamName(), [added('head')], { metadata: meta });
        const head = await store.head();
        expect(comparePositions(head!, result.position)).toBeGreaterThanOrEqual(0);
      });
    });

    describe('subscribe', () => {
      it('catches up, then follows live, filtered by type, each event once', async () => {
        const start = await store.head();
        const stream = streamName();
        await store.append(stream, [added('before')], { metadata: meta });
        const seen: RecordedEvent[] = [];
        const subscription = subscribe(
          store,
          async (events) => {
            seen.push(...events.filter((event) => event.streamId === stream));
          },
          { after: start, types: ['ItemAdded'], batchSize: 2, pollIntervalMs: 5000 },
        );
        await expect.poll(() => seen.length).toBe(1);
        await store.append(stream, [{ type: 'ItemRemoved', data: { sku: 'skip' } }, added('live-1')], {
          metadata: meta,
        });
        await store.append(stream, [added('live-2'), added('live-3')], { metadata: meta });
        // Wake-ups, not the 5 s poll, must deliver these quickly.
        await expect.poll(() => seen.length, { timeout: 3000 }).toBe(4);
        await subscription.stop();
        expect(seen.map((event) => (event.data as { sku: string }).sku)).toEqual([
          'before',
          'live-1',
          'live-2',
          'live-3',
        ]);
      });
    });
  });
}
