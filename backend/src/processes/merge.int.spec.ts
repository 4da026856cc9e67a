import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, findUserById, waitForProjections } from '@annuaire/projections';
import { streams } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { registerUser } from '../accounts/register';
import { hashPassword } from '../auth/passwords';
import { runUserCommand } from '../users/commands';
import { MERGE_STEPS, resumeMerges, runMerge } from './merge';

let api: TestApi;
let admin: TestClient;
let favoriteId: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
  favoriteId = (await (await api.as('escort')).request<{ _id: string }>('GET', '/api/user')).body._id;
});
afterAll(async () => {
  await api?.close();
});

/** A duplicate pair: the source has 25 credits and one favorite; the target has 10 credits. */
async function pair(suffix: string) {
  const passwordHash = await hashPassword('a long enough password');
  const make = async (name: string) => {
    const userId = randomUUID();
    const username = `${name}${suffix}`;
    const append = await registerUser(
      api.deps,
      { userId, username, email: `${username}@example.org`, passwordHash, role: 'client', gender: 'man' },
      { ...metadata, actorId: userId, actorRole: 'client' },
    );
    await waitForProjections(api.t.db, ['users'], append.position);
    return userId;
  };
  const source = await make('dup');
  const target = await make('keep');
  await admin.request('POST', `/api/users/${source}/credits`, { credits: 25, notify: false });
  await admin.request('POST', `/api/users/${target}/credits`, { credits: 10, notify: false });
  await runUserCommand(
    api.deps,
    source,
    { type: 'ToggleFavorite', favoritedUserId: favoriteId, isFavorited: true },
    metadata,
  );
  return { source, target };
}

const metadata = {
  actorId: 'admin',
  actorRole: 'admin' as const,
  impersonatorId: null,
  correlationId: 'merge',
  causationId: null,
  reason: 'duplicate account',
  at: new Date().toISOString(),
};

/** What a merge leaves behind, in a form two merges can be compared by. */
async function outcome(source: string, target: string) {
  const [s, t] = await Promise.all([findUserById(api.t.db, source), findUserById(api.t.db, target)]);
  const types = async (stream: string) => (await api.t.store.readStream(stream)).map((event) => event.type);
  return {
    sourceStatus: s?.status,
    targetFavorites: Object.keys(t?.state.favorites ?? {}),
    balances: [await balanceOf(api.t.db, source), await balanceOf(api.t.db, target)],
    events: [
      await types(streams.user(source)),
      await types(streams.credits(source)),
      await types(streams.user(target)),
      await types(streams.credits(target)),
    ],
  };
}

describe('mergeUsers', () => {
  it('moves credits and favorites, closes the source, through the API', async () => {
    const { source, target } = await pair('api');
    const response = await admin.request('POST', '/api/merge-users', {
      sourceUserId: source,
      targetUserId: target,
      reason: 'duplicate account',
    });
    expect(response.status).toBe(201);
    const result = await outcome(source, target);
    expect(result).toMatchObject({ sourceStatus: 'merged', targetFavorites: [favoriteId], balances: [0, 35] });
    const login = await api
      .client()
      .request('POST', '/api/auth', { identifier: 'dupapi', password: 'a long enough password' });
    expect(login.status).toBe(401);
    const self = await admin.request('POST', '/api/merge-users', {
      sourceUserId: target,
      targetUserId: target,
      reason: 'oops',
    });
    expect(self.status).toBe(400);
    expect(
      (
        await (
          await api.as('moderator')
        ).request('POST', '/api/merge-users', { sourceUserId: source, targetUserId: target, reason: 'x y z' })
      ).status,
    ).toBe(403);
  });

  it('interrupted after any step and resumed, ends identical to an uninterrupted merge', async () => {
    const reference = await pair('ref');
    await runMerge(
      api.deps,
      { mergeId: 'merge-ref', sourceUserId: reference.source, targetUserId: reference.target },
      metadata,
    );
    const expected = await outcome(reference.source, reference.target);
    for (const [index, step] of MERGE_STEPS.entries()) {
      const { source, target } = await pair(`s${index}`);
      const crash = runMerge(
        api.deps,
        { mergeId: `merge-${index}`, sourceUserId: source, targetUserId: target },
        metadata,
        (done) => {
          if (done === step) throw new Error(`killed after ${step}`);
        },
      );
      await expect(crash).rejects.toThrow(`killed after ${step}`);
      await resumeMerges(api.deps);
      // A second recovery pass must change nothing.
      await resumeMerges(api.deps);
      expect(await outcome(source, target)).toEqual(expected);
    }
  });
});
