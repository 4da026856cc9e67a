import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comparePositions,
  DuplicateEventIdError,
  InvalidEventError,
  subscribe,
  WrongExpectedRevisionError,
  type EventCatalogue,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
} from '@annuaire/shared';
import { added, testCatalogue, testCatalogueV2, testMetadata } from './testEvents';
import { readAllEvents } from '../../../../test/readAll';

/** Opens stores over one shared storage, so a store with a newer catalogue reads what an older wrote. */
export interface ContractHarness {
  open(catalogue: EventCatalogue): Promise<EventStore>;
  cleanup(): Promise<void>;
}

const meta = testMetadata();
const streamName = (prefix = 'cart') => `${prefix}-${randomUUID()}`;

// Small pages, so paging is exercised too.
const readAllAfter = (store: EventStore, after: LogPosition | null, types?: string[]) =>
  readAllEvents(store, { after, types, limit: 7 });

/** The behaviour every event store adapter must show, run against each of them. */
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

    describe('append with an expected revision', () => {
      it('creates a stream with no_stream and refuses no_stream once it exists', async () => {
        const stream = streamName();
        const first = await store.append(stream, [added('a')], { expectedRevision: 'no_stream', metadata: meta });
        expect(first.nextRevision).toBe(0n);
        const again = store.append(stream, [added('b')], { expectedRevision: 'no_stream', metadata: meta });
        await expect(again).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('refuses stream_exists on a missing stream and accepts it on an existing one', async () => {
        const stream = streamName();
        const missing = store.append(stream, [added('a')], { expectedRevision: 'stream_exists', metadata: meta });
        await expect(missing).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await store.append(stream, [added('a')], { metadata: meta });
        const result = await store.append(stream, [added('b')], { expectedRevision: 'stream_exists', metadata: meta });
        expect(result.nextRevision).toBe(1n);
      });

      it('accepts the exact current revision and reports the actual one when it is wrong', async () => {
        const stream = streamName();
        await store.append(stream, [added('a'), added('b')], { expectedRevision: 'no_stream', metadata: meta });
        const ok = await store.append(stream, [added('c')], { expectedRevision: 1n, metadata: meta });
        expect(ok.nextRevision).toBe(2n);
        const stale = store.append(stream, [added('d')], { expectedRevision: 1n, metadata: meta });
        await expect(stale).rejects.toMatchObject({ code: 'wrong_expected_revision', status: 409, actual: 2n });
        const ahead = store.append(streamName(), [added('d')], { expectedRevision: 0n, metadata: meta });
        await expect(ahead).rejects.toMatchObject({ actual: null });
      });

      it('appends anywhere with any', async () => {
        const stream = streamName();
        await store.append(stream, [added('a')], { expectedRevision: 'any', metadata: meta });
        const result = await store.append(stream, [added('b')], { expectedRevision: 'any', metadata: meta });
        expect(result.nextRevision).toBe(1n);
      });

      it('lets exactly one of 50 racers at the same revision win', async () => {
        const stream = streamName();
        await store.append(stream, [added('seed')], { metadata: meta });
        const outcomes = await Promise.allSettled(
          Array.from({ length: 50 }, (_, i) =>
            store.append(stream, [added(`racer-${i}`)], { expectedRevision: 0n, metadata: meta }),
          ),
        );
        const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
        const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(won).toHaveLength(1);
        for (const outcome of lost) expect(outcome.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe('idempotency by event id', () => {
      it('answers a re-sent append with its original positions and writes nothing', async () => {
        const stream = streamName();
        const events = [
          { id: randomUUID(), ...added('a') },
          { id: randomUUID(), ...added('b') },
        ];
        const first = await store.append(stream, events, { expectedRevision: 'no_stream', metadata: meta });
        const again = await store.append(stream, events, { expectedRevision: 'no_stream', metadata: meta });
        expect(again.replayed).toBe(true);
        expect(first.replayed).toBe(false);
        expect(again.positions).toEqual(first.positions);
        expect(again.nextRevision).toBe(1n);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('refuses an id reused for a different payload, writing nothing', async () => {
        const stream = streamName();
        const id = randomUUID();
        await store.append(stream, [{ id, ...added('a') }], { metadata: meta });
        const reused = store.append(stream, [{ id, ...added('other') }], { metadata: meta });
        await expect(reused).rejects.toBeInstanceOf(DuplicateEventIdError);
        const partly = store.append(stream, [added('new'), { id, ...added('a') }], { metadata: meta });
        await expect(partly).rejects.toBeInstanceOf(DuplicateEventIdError);
        expect(await store.readStream(stream)).toHaveLength(1);
      });
    });

    describe('validation at the boundary', () => {
      it('refuses a payload that breaks its schema and writes nothing', async () => {
        const stream = streamName();
        const bad = store.append(stream, [added('a'), { type: 'ItemAdded', data: { sku: '', quantity: 1.5 } }], {
          metadata: meta,
        });
        await expect(bad).rejects.toBeInstanceOf(InvalidEventError);
        await expect(bad).rejects.toMatchObject({
          status: 400,
          issues: expect.arrayContaining([expect.objectContaining({ path: 'events.1.data.sku' })]),
        });
        expect(await store.readStream(stream)).toHaveLength(0);
      });

      it('refuses unknown event types and incomplete metadata', async () => {
        const stream = streamName();
        await expect(store.append(stream, [{ type: 'Nope', data: {} }], { metadata: meta })).rejects.toThrow(
          /Unknown event type Nope/,
        );
        const noActor = { ...meta, actorRole: 'nobody' } as unknown as typeof meta;
        await expect(store.append(stream, [added('a')], { metadata: noActor })).rejects.toBeInstanceOf(
          InvalidEventError,
        );
        expect(await store.readStream(stream)).toHaveLength(0);
      });

      it('lifts payloads written by an older schema version when reading', async () => {
        const stream = streamName();
        await store.append(stream, [added('old', 2)], { metadata: meta });
        const newer = await harness.open(testCatalogueV2);
        try {
          const [event] = await newer.readStream(stream);
          expect(event?.data).toEqual({ sku: 'old', quantity: 2, unit: 'piece' });
        } finally {
          await newer.close();
        }
      });
    });

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
