import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PictureAdded, PictureApproved, streams } from '@annuaire/shared';
import type { ReadModelsDatabase } from '../database';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { registered } from '../testing/users';
import { listPictureQueue, type PictureQueuePage } from './pictureQueue';
import { usersProjection } from './projection';
import type { UsersDatabase } from './table';

let rm: ReadModelSpec<UsersDatabase>;
beforeAll(async () => {
  rm = await openReadModel(usersProjection);
});
afterAll(async () => {
  await rm.close();
});

const byDate: PictureQueuePage = { offset: 0, limit: 25, sort: 'addedAt', descending: false };
const added = (userId: string, pictureId: string, at: string) =>
  happened(
    PictureAdded,
    streams.user(userId),
    { pictureId, url: `p/${pictureId}.jpg`, width: 800, height: 1200 },
    { at },
  );
const approved = (userId: string, pictureId: string, at: string) =>
  happened(PictureApproved, streams.user(userId), { pictureId }, { at });

/** The queue's picture ids for members whose username holds `tag`, so specs sharing the database stay apart. */
async function queueOrder(tag: string, page: PictureQueuePage = byDate) {
  // The queue names the table with its schema, as the backend's database does.
  const db = rm.db as unknown as Kysely<Pick<ReadModelsDatabase, 'users.users'>>;
  const { rows } = await listPictureQueue(db, { q: tag }, page);
  return rows.map((entry) => entry.picture.id);
}

describe('picture queue order', () => {
  it("puts a new member's first picture before a year of backlog, then the oldest first", async () => {
    const regular = registered({ username: 'first-regular' }, { at: '2025-01-01T00:00:00.000Z' });
    const newcomer = registered({ username: 'first-newcomer' }, { at: '2026-03-01T00:00:00.000Z' });
    await rm.given([
      regular.event,
      added(regular.userId, 'approved-long-ago', '2025-01-02T00:00:00.000Z'),
      approved(regular.userId, 'approved-long-ago', '2025-01-03T00:00:00.000Z'),
      added(regular.userId, 'backlog-a-year-old', '2025-03-01T00:00:00.000Z'),
      added(regular.userId, 'backlog-six-months-old', '2025-09-01T00:00:00.000Z'),
      newcomer.event,
      added(newcomer.userId, 'newcomer-first', '2026-03-01T10:00:00.000Z'),
      added(newcomer.userId, 'newcomer-second', '2026-03-01T11:00:00.000Z'),
    ]);

    expect(await queueOrder('first-')).toEqual([
      'newcomer-first',
      'newcomer-second',
      'backlog-a-year-old',
      'backlog-six-months-old',
    ]);
    // Newest first still serves members without an approved picture before the backlog.
    expect(await queueOrder('first-', { ...byDate, descending: true })).toEqual([
      'newcomer-second',
      'newcomer-first',
      'backlog-six-months-old',
      'backlog-a-year-old',
    ]);
  });

  it('orders members waiting for a first picture oldest first among themselves, and stops once one is approved', async () => {
    const early = registered({ username: 'wait-early' }, { at: '2026-02-01T00:00:00.000Z' });
    const late = registered({ username: 'wait-late' }, { at: '2026-02-01T00:00:00.000Z' });
    await rm.given([
      early.event,
      late.event,
      added(late.userId, 'late-first', '2026-02-10T00:00:00.000Z'),
      added(early.userId, 'early-first', '2026-02-05T00:00:00.000Z'),
      added(early.userId, 'early-second', '2026-02-06T00:00:00.000Z'),
    ]);
    expect(await queueOrder('wait-')).toEqual(['early-first', 'early-second', 'late-first']);

    // Once the early member has an approved picture, the rest of their gallery waits behind first pictures.
    await rm.given([approved(early.userId, 'early-first', '2026-02-11T00:00:00.000Z')]);
    expect(await queueOrder('wait-')).toEqual(['late-first', 'early-second']);
  });

  it('keeps the username order when staff sort by username', async () => {
    const alpha = registered({ username: 'name-alpha' }, { at: '2025-01-01T00:00:00.000Z' });
    const beta = registered({ username: 'name-beta' }, { at: '2025-01-01T00:00:00.000Z' });
    await rm.given([
      alpha.event,
      beta.event,
      added(alpha.userId, 'alpha-approved', '2025-01-02T00:00:00.000Z'),
      approved(alpha.userId, 'alpha-approved', '2025-01-03T00:00:00.000Z'),
      added(alpha.userId, 'alpha-waiting', '2025-02-01T00:00:00.000Z'),
      added(beta.userId, 'beta-first', '2026-03-01T00:00:00.000Z'),
    ]);
    expect(await queueOrder('name-', { ...byDate, sort: 'username' })).toEqual(['alpha-waiting', 'beta-first']);
    expect(await queueOrder('name-')).toEqual(['beta-first', 'alpha-waiting']);
  });
});
