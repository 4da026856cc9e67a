import { PassThrough } from 'node:stream';
import { StreamNotFoundError, WrongExpectedVersionError, type EventStoreDBClient } from '@eventstore/db-client';
import { describeEventStoreContract } from '../contract/eventStoreContract';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';

interface Rec { streamId: string; id: string; type: string; data: unknown; metadata: unknown; revision: bigint; position: { commit: bigint; prepare: bigint }; created: Date; isJson: true }
const INCLUSIVE = process.env.FAKE_EXCLUSIVE ? false : true;

function fakeClient() {
  const log: Rec[] = [];
  let pos = 1000n;
  let appends = 0;
  const subs = new Set<PassThrough>();
  const streamRecs = (s: string) => log.filter((r) => r.streamId === s);
  const write = (streamId: string, type: string, id: string, data: unknown, metadata: unknown) => {
    const revision = BigInt(streamRecs(streamId).length);
    pos += 37n;
    const rec: Rec = { streamId, id: id.toUpperCase(), type, data, metadata, revision, position: { commit: pos, prepare: pos }, created: new Date(), isJson: true };
    log.push(rec);
    if (!type.startsWith('$')) for (const s of subs) s.write({ event: rec });
    return rec;
  };
  const client = {
    async appendToStream(streamName: string, events: Array<{ id: string; type: string; data: unknown; metadata: unknown }>, { expectedRevision }: { expectedRevision: unknown }) {
      await new Promise((r) => setTimeout(r, Math.random() * 3));
      const existing = streamRecs(streamName);
      const current = existing.length ? existing[existing.length - 1]!.revision : 'no_stream';
      const bad = (expectedRevision === 'no_stream' && current !== 'no_stream') || (expectedRevision === 'stream_exists' && current === 'no_stream') || (typeof expectedRevision === 'bigint' && expectedRevision !== current);
      if (bad) throw new WrongExpectedVersionError(undefined, { streamName, expected: expectedRevision as bigint, current });
      let last: Rec | undefined;
      for (const e of events) last = write(streamName, e.type, e.id, JSON.parse(JSON.stringify(e.data)), JSON.parse(JSON.stringify(e.metadata)));
      if (++appends % 2 === 0) write('$stats-1', '$statsCollected', crypto.randomUUID(), {}, {});
      return { success: true, nextExpectedRevision: last!.revision, position: last!.position };
    },
    readStream(streamName: string, { fromRevision = 0n, maxCount = Number.MAX_SAFE_INTEGER }: { fromRevision?: bigint; maxCount?: number }) {
      const snapshot = streamRecs(streamName);
      return (async function* () {
        if (snapshot.length === 0) throw new StreamNotFoundError(undefined, streamName);
        for (const r of snapshot.filter((r) => r.revision >= fromRevision).slice(0, maxCount)) yield { event: { ...r, position: { ...r.position } } };
      })();
    },
    readAll({ fromPosition, maxCount, direction }: { fromPosition: 'start' | 'end' | { commit: bigint; prepare: bigint }; maxCount: number; direction: string }) {
      let recs = [...log];
      if (direction === 'backwards') {
        recs.reverse();
        if (typeof fromPosition === 'object') recs = recs.filter((r) => (INCLUSIVE ? r.position.commit <= fromPosition.commit : r.position.commit < fromPosition.commit));
      } else if (typeof fromPosition === 'object') {
        recs = recs.filter((r) => (INCLUSIVE ? r.position.commit >= fromPosition.commit : r.position.commit > fromPosition.commit));
      }
      return (async function* () { for (const r of recs.slice(0, maxCount)) yield { event: r }; })();
    },
    subscribeToAll() {
      const s = new PassThrough({ objectMode: true });
      subs.add(s);
      setTimeout(() => s.emit('confirmation'), 5);
      return Object.assign(s, { unsubscribe: async () => { subs.delete(s); s.end(); } });
    },
    async dispose() {},
  };
  for (let i = 0; i < 5; i++) write('$settings', '$settings', crypto.randomUUID(), {}, {});
  return client as unknown as EventStoreDBClient;
}

describeEventStoreContract('fake ESDB', async () => {
  const client = fakeClient();
  return { open: async (catalogue) => new EventStoreDbEventStore({ client, catalogue }), cleanup: async () => undefined };
});
