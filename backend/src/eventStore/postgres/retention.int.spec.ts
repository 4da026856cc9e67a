import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, streams, type EventMetadata } from '@annuaire/shared';
import { openTestStore, type TestStore } from '../../../../test/eventStore';
import { readAllEvents } from '../../../../test/readAll';

let t: TestStore;
beforeAll(async () => {
  t = await openTestStore(catalogue);
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const now = Date.now();
const metadataAt = (at: number): EventMetadata => ({
  actorId: null,
  actorRole: 'system',
  impersonatorId: null,
  correlationId: 'retention-test',
  causationId: null,
  reason: null,
  at: new Date(at).toISOString(),
});
const view = (name: string) => ({ type: 'ViewRecorded', data: { name, vip: false, viewerId: null } });

/** The store stamps `recorded_at` itself; old events are simulated by moving it back to their `at`. */
async function backdate(streamId: string) {
  await t.pool.query(
    `update event_store.events set recorded_at = (metadata->>'at')::timestamptz where stream_id = $1`,
    [streamId],
  );
}

describe('PostgreSQL retention purge', () => {
  const userId = randomUUID();
  const cutoff = new Date(now - 14 * DAY);

  beforeAll(async () => {
    const old = metadataAt(now - 20 * DAY);
    await t.store.append(streams.user(userId), [{ type: 'UserSeen', data: {} }], { metadata: old });
    await t.store.append(
      streams.credits(userId),
      [{ type: 'CreditsDeposited', data: { credits: 30, notify: false, depositRequestId: null } }],
      { metadata: old },
    );
    await t.store.append(streams.views(userId), [view('user_view'), view('user_contact')], { metadata: old });
    await t.store.append(streams.views(userId), [view('user_favorite')], { metadata: metadataAt(now - DAY) });
    for (const stream of [streams.user(userId), streams.credits(userId), streams.views(userId)]) await backdate(stream);
  });

  it('removes only the old events of a views stream, leaving user, credits and recent views events', async () => {
    const before = await readAllEvents(t.store, { after: null });
    const purgedIds = (await t.store.readStream(streams.views(userId))).slice(0, 2).map((event) => event.id);

    expect(await t.store.purgeStreamEvents(streams.views(userId), cutoff)).toBe(2);

    const views = await t.store.readStream(streams.views(userId));
    expect(views.map((event) => (event.data as { name: string }).name)).toEqual(['user_favorite']);
    expect(await t.store.readStream(streams.user(userId))).toHaveLength(1);
    expect(await t.store.readStream(streams.credits(userId))).toHaveLength(1);
    const after = await readAllEvents(t.store, { after: null });
    expect(after.events.map((event) => event.id)).toEqual(
      before.events.map((event) => event.id).filter((id) => !purgedIds.includes(id)),
    );
    expect(await t.store.purgeStreamEvents(streams.views(userId), cutoff)).toBe(0);
  });

  it('refuses to purge any stream outside the retention categories', async () => {
    for (const stream of [streams.user(userId), streams.credits(userId), streams.viewStats(userId)]) {
      await expect(t.store.purgeStreamEvents(stream, new Date())).rejects.toMatchObject({
        code: 'not_a_retention_stream',
      });
    }
    expect(await t.store.readStream(streams.user(userId))).toHaveLength(1);
  });

  it('keeps an event that happened before the cutoff but was recorded after it (it is purged next time)', async () => {
    const stream = streams.views(randomUUID());
    await t.store.append(stream, [view('user_view')], { metadata: metadataAt(now - 20 * DAY) });
    expect(await t.store.purgeStreamEvents(stream, cutoff)).toBe(0);
    await backdate(stream);
    expect(await t.store.purgeStreamEvents(stream, cutoff)).toBe(1);
  });

  it('lets readers resume from a checkpoint on a purged event, count what is left and append again', async () => {
    const stream = streams.views(randomUUID());
    const start = await t.store.head();
    const old = await t.store.append(stream, [view('user_view')], { metadata: metadataAt(now - 20 * DAY) });
    await backdate(stream);
    const recent = await t.store.append(stream, [view('user_contact')], { metadata: metadataAt(now) });
    expect(await t.store.purgeStreamEvents(stream, cutoff)).toBe(1);

    // A subscriber whose checkpoint is the purged event reads on from there, missing nothing.
    const page = await readAllEvents(t.store, { after: old.position });
    expect(page.events.map((event) => event.id)).toEqual((await t.store.readStream(stream)).map((event) => event.id));
    expect(await t.store.countAfter(start, ['ViewRecorded'], 100)).toBe(1);
    expect(await t.store.countAfter(old.position, ['ViewRecorded'], 100)).toBe(1);
    expect((await t.store.head())!.pos).toBeGreaterThanOrEqual(recent.position.pos);
    const again = await t.store.append(stream, [view('user_view')], {
      expectedRevision: 'any',
      metadata: metadataAt(now),
    });
    expect(again.nextRevision).toBe(2n);
  });
});
