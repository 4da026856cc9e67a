import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FavoriteToggled,
  GhostModeChanged,
  PictureAdded,
  PictureApproved,
  ProfileEdited,
  streams,
  UserDeleted,
  type ProfileChanges,
} from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { registered } from '../testing/users';
import { directoryProjection } from './projection';
import { currentSnapshot } from './queries';
import type { DirectoryDatabase } from './table';

let rm: ReadModelSpec<DirectoryDatabase>;
beforeAll(async () => {
  rm = await openReadModel(directoryProjection);
});
afterAll(async () => {
  await rm.close();
});

const MONTREAL = { region: 'montreal', city: 'ville-marie' };
const edited = (userId: string, changes: ProfileChanges) => happened(ProfileEdited, streams.user(userId), { changes });

/** A listed escort in downtown Montréal, as one batch. */
async function listedEscort() {
  const { userId, event } = registered();
  await rm.given([event, edited(userId, { location: MONTREAL })]);
  return userId;
}

const directory = () => rm.db.withSchema('directory');
const profile = (id: string) => directory().selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
const searchRow = (id: string) => directory().selectFrom('search').select('id').where('id', '=', id).executeTakeFirst();
const openListings = async (userId: string) =>
  (
    await directory()
      .selectFrom('entries')
      .select('listing')
      .where('user_id', '=', userId)
      .where('valid_to', 'is', null)
      .orderBy('listing')
      .execute()
  ).map((row) => row.listing);

describe('directory read model', () => {
  it('lists a profile holder under each of its categories and places, and makes it searchable', async () => {
    const userId = await listedEscort();
    expect(await openListings(userId)).toEqual([
      'all/montreal',
      'all/montreal/ville-marie',
      'female-escorts/montreal',
      'female-escorts/montreal/ville-marie',
    ]);
    expect(await searchRow(userId)).toBeDefined();
  });

  it('keeps on the card only approved pictures, a cut bio and three tags', async () => {
    const userId = await listedEscort();
    const picture = (pictureId: string) =>
      happened(PictureAdded, streams.user(userId), { pictureId, url: `p/${pictureId}.jpg`, width: 800, height: 1200 });
    await rm.given([
      picture('approved'),
      picture('waiting'),
      happened(PictureApproved, streams.user(userId), { pictureId: 'approved' }),
      edited(userId, { bio: 'b'.repeat(400), tags: ['anal', 'eroticCall', 'swallow', 'carCall'] }),
    ]);
    const { card, state } = (await profile(userId))!;
    expect(card.pictures.map((p) => p.id)).toEqual(['approved']);
    expect(card.bio).toHaveLength(300);
    expect(card.tags).toEqual(['anal', 'eroticCall', 'swallow']);
    expect(state.pictures).toHaveLength(2);
  });

  it('opens entries for a new place under one new snapshot, leaving unchanged entries open as they were', async () => {
    const userId = await listedEscort();
    const snapshot = await currentSnapshot(rm.db);
    await rm.given([edited(userId, { secondaryLocation: { region: 'laval', city: null } })]);
    expect(await currentSnapshot(rm.db)).toBe(snapshot + 1);
    const open = await directory()
      .selectFrom('entries')
      .select(['listing', 'valid_from'])
      .where('user_id', '=', userId)
      .where('valid_to', 'is', null)
      .execute();
    expect(open.filter((row) => Number(row.valid_from) === snapshot + 1).map((row) => row.listing)).toEqual(
      expect.arrayContaining(['all/laval', 'female-escorts/laval']),
    );
    expect(open).toHaveLength(6);
  });

  it('takes no new snapshot for an event that changes no listing', async () => {
    const userId = await listedEscort();
    const snapshot = await currentSnapshot(rm.db);
    await rm.given([
      happened(FavoriteToggled, streams.user(userId), { favoritedUserId: 'someone', isFavorited: true }),
    ]);
    expect(await currentSnapshot(rm.db)).toBe(snapshot);
  });

  it('hides a profile in ghost mode from listings and search, keeping its profile page data', async () => {
    const userId = await listedEscort();
    await rm.given([happened(GhostModeChanged, streams.user(userId), { ghost: true, online: null })]);
    expect(await openListings(userId)).toEqual([]);
    expect(await searchRow(userId)).toBeUndefined();
    expect((await profile(userId))?.state.ghost).toBe(true);
  });

  it('lets a deleted member’s personal data leave the directory entirely', async () => {
    const userId = await listedEscort();
    await rm.given([happened(UserDeleted, streams.user(userId), { notifyReporters: false })]);
    expect(await profile(userId)).toBeUndefined();
    expect(await searchRow(userId)).toBeUndefined();
    expect(await openListings(userId)).toEqual([]);
  });

  it('applying the same batch twice changes nothing', async () => {
    const { userId, event } = registered();
    const batch = await rm.given([event, edited(userId, { location: MONTREAL, headline: 'Twice' })]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
