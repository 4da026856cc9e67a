import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MergeStarted, ProfileClaimed, streams, UserDeleted, UserMergedInto, VipSet } from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { registered } from '../testing/users';
import { usersProjection } from './projection';
import { findUserById, listUsers } from './queries';
import type { UsersDatabase } from './table';

let rm: ReadModelSpec<UsersDatabase>;
beforeAll(async () => {
  rm = await openReadModel(usersProjection);
});
afterAll(async () => {
  await rm.close();
});

const row = (id: string) =>
  rm.db.withSchema('users').selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const staffPage = { offset: 0, limit: 50, sort: 'username', descending: false } as const;
const now = new Date('2026-03-10T00:00:00.000Z');

describe('users read model', () => {
  it('folds a registration into the columns staff filter on, and the full state', async () => {
    const { userId, event } = registered(
      { username: 'Amelie', role: 'escort', gender: 'woman', pending: true },
      { at: '2026-03-01T10:00:00.000Z' },
    );
    await rm.given([event]);
    expect(await row(userId)).toMatchObject({
      username: 'Amelie',
      role: 'escort',
      gender: 'woman',
      pending: true,
      status: 'active',
      vip_until: null,
      created_at: new Date('2026-03-01T10:00:00.000Z'),
      revision: '0',
      state: expect.objectContaining({ exists: true, userId, username: 'Amelie' }),
    });
  });

  it('folds later batches onto the stored state, keeping when the user registered', async () => {
    const { userId, event } = registered({}, { at: '2026-03-01T10:00:00.000Z' });
    await rm.given([event]);
    await rm.given([
      happened(ProfileClaimed, streams.user(userId), { username: 'claimed-name' }),
      happened(VipSet, streams.user(userId), { until: '2026-04-01T00:00:00.000Z' }, { at: '2026-03-02T10:00:00.000Z' }),
    ]);
    expect(await row(userId)).toMatchObject({
      username: 'claimed-name',
      vip_until: new Date('2026-04-01T00:00:00.000Z'),
      created_at: new Date('2026-03-01T10:00:00.000Z'),
      updated_at: new Date('2026-03-02T10:00:00.000Z'),
      revision: '2',
    });
    expect((await findUserById(rm.db, userId))?.state.vipUntil).toBe('2026-04-01T00:00:00.000Z');
  });

  it('says whether a user is merging, merged or deleted', async () => {
    const [merging, merged, deleted, target] = [registered(), registered(), registered(), registered()];
    const mergeId = 'merge-1';
    await rm.given([
      merging.event,
      merged.event,
      deleted.event,
      target.event,
      happened(MergeStarted, streams.user(merging.userId), { mergeId, targetUserId: target.userId }),
      happened(MergeStarted, streams.user(merged.userId), { mergeId, targetUserId: target.userId }),
      happened(UserMergedInto, streams.user(merged.userId), { mergeId, targetUserId: target.userId }),
      happened(UserDeleted, streams.user(deleted.userId), { notifyReporters: false }),
    ]);
    const statuses = await Promise.all(
      [merging, merged, deleted, target].map(async (u) => (await row(u.userId)).status),
    );
    expect(statuses).toEqual(['merging', 'merged', 'deleted', 'active']);
  });

  it('finds usernames by a search term taken literally, not as a pattern', async () => {
    const literal = registered({ username: 'lou_ise' });
    const lookalike = registered({ username: 'louXise' });
    await rm.given([literal.event, lookalike.event]);
    const found = await listUsers(rm.db, { q: 'U_I' }, staffPage, now);
    expect(found.rows.map((user) => user.state.userId)).toEqual([literal.userId]);
  });

  it('filters staff lists on a running VIP at the moment asked', async () => {
    const vip = registered({ username: 'vip-filter-a' });
    const lapsed = registered({ username: 'vip-filter-b' });
    await rm.given([
      vip.event,
      lapsed.event,
      happened(VipSet, streams.user(vip.userId), { until: '2026-03-20T00:00:00.000Z' }),
      happened(VipSet, streams.user(lapsed.userId), { until: '2026-03-05T00:00:00.000Z' }),
    ]);
    const running = await listUsers(rm.db, { vip: true, q: 'vip-filter' }, staffPage, now);
    const notRunning = await listUsers(rm.db, { vip: false, q: 'vip-filter' }, staffPage, now);
    expect(running.rows.map((user) => user.state.userId)).toEqual([vip.userId]);
    expect(notRunning.rows.map((user) => user.state.userId)).toEqual([lapsed.userId]);
  });

  it('applying the same batch twice changes nothing', async () => {
    const { userId, event } = registered();
    const batch = await rm.given([event, happened(ProfileClaimed, streams.user(userId), { username: 'twice-name' })]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
