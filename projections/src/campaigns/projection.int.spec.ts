import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlockCreated,
  BlockDeleted,
  BlockEdited,
  BlockPictureAdded,
  BlockPictureRemoved,
  streams,
} from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { campaignsProjection } from './projection';
import { findBlockById, listBlocks } from './queries';
import type { CampaignsDatabase } from './table';

let rm: ReadModelSpec<CampaignsDatabase>;
beforeAll(async () => {
  rm = await openReadModel(campaignsProjection);
});
afterAll(async () => {
  await rm.close();
});

const created = (id: string, ownerId = randomUUID()) =>
  happened(BlockCreated, streams.block(id), {
    blockId: id,
    ownerId,
    href: 'https://example.com/offer',
    body: 'Spring offer',
    layoutName: 'cardAff',
    active: true,
  });
const picture = (id: string, pictureId: string) =>
  happened(BlockPictureAdded, streams.block(id), {
    pictureId,
    url: `blocks/${pictureId}.jpg`,
    width: 600,
    height: 400,
  });

describe('campaigns read model', () => {
  it('places a new block by its layout, for its advertiser', async () => {
    const [id, owner] = [randomUUID(), randomUUID()];
    await rm.given([created(id, owner)]);
    expect(await findBlockById(rm.db, id)).toMatchObject({
      ownerId: owner,
      href: 'https://example.com/offer',
      layoutName: 'cardAff',
      placement: 'blockCard',
      active: true,
      pictures: [],
    });
    const mine = await listBlocks(
      rm.db,
      { ownerId: owner },
      { offset: 0, limit: 10, sort: 'createdAt', descending: true },
    );
    expect(mine.rows.map((block) => block.id)).toEqual([id]);
  });

  it('moves a block to the placement of its new layout', async () => {
    const id = randomUUID();
    await rm.given([
      created(id),
      happened(BlockEdited, streams.block(id), { changes: { layoutName: 'leaderboardAff', active: false } }),
    ]);
    expect(await findBlockById(rm.db, id)).toMatchObject({
      layoutName: 'leaderboardAff',
      placement: 'blockLeaderboard',
      active: false,
    });
  });

  it('keeps pictures in the order added, without the removed one', async () => {
    const id = randomUUID();
    await rm.given([
      created(id),
      picture(id, 'p1'),
      picture(id, 'p2'),
      picture(id, 'p3'),
      happened(BlockPictureRemoved, streams.block(id), { pictureId: 'p2' }),
    ]);
    expect((await findBlockById(rm.db, id))?.pictures.map((p) => p.id)).toEqual(['p1', 'p3']);
  });

  it('forgets a deleted block', async () => {
    const id = randomUUID();
    await rm.given([created(id), happened(BlockDeleted, streams.block(id), {})]);
    expect(await findBlockById(rm.db, id)).toBeNull();
  });

  it('applying the same batch twice changes nothing', async () => {
    const id = randomUUID();
    const batch = await rm.given([created(id), picture(id, 'twice')]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
