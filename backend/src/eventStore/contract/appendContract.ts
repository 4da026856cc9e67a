import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DuplicateEventIdError, InvalidEventError, WrongExpectedRevisionError } from '@annuaire/shared';
import { added, testCatalogueV2, testMetadata } from './testEvents';
import { streamName, type ContractContext } from './harness';

const meta = testMetadata();

/** Writing: expected revisions, idempotency by event id, and validation of what is written. */
export function describeAppendContract(context: () => ContractContext): void {
  let store: ContractContext['store'];
  let harness: ContractContext['harness'];
  beforeAll(() => {
    ({ store, harness } = context());
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
      await expect(store.append(stream, [added('a')], { metadata: noActor })).rejects.toBeInstanceOf(InvalidEventError);
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
}
