import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationBatchSent, streams } from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { notificationBatchesProjection } from './projection';
import { findNotificationBatchById, listNotificationBatches } from './queries';
import type { NotificationBatchesDatabase } from './table';

let rm: ReadModelSpec<NotificationBatchesDatabase>;
beforeAll(async () => {
  rm = await openReadModel(notificationBatchesProjection);
});
afterAll(async () => {
  await rm.close();
});

const body = {
  fr: { title: 'Nouveauté', description: 'Les favoris arrivent' },
  en: { title: 'New', description: 'Favorites are here' },
};
const sent = (batchId: string, count: number) =>
  happened(
    NotificationBatchSent,
    streams.notificationBatch(batchId),
    { batchId, recipientCategory: 'escorts', activityDateGreaterThan: '2026-02-01T00:00:00.000Z', body, count },
    { actorId: 'admin-1', actorRole: 'admin', at: '2026-03-04T10:00:00.000Z' },
  );

describe('notification batches read model', () => {
  it('records a sent batch with its audience, text, reach and sender', async () => {
    const id = randomUUID();
    await rm.given([sent(id, 42)]);
    expect(await findNotificationBatchById(rm.db, id)).toEqual({
      id,
      recipientCategory: 'escorts',
      activityDateGreaterThan: '2026-02-01T00:00:00.000Z',
      body,
      count: 42,
      sentBy: 'admin-1',
      sentAt: '2026-03-04T10:00:00.000Z',
    });
  });

  it('records a batch sent again under its id once', async () => {
    const id = randomUUID();
    await rm.given([sent(id, 5), sent(id, 7)]);
    const { rows } = await listNotificationBatches(
      rm.db,
      { ids: [id] },
      { offset: 0, limit: 10, sort: 'sentAt', descending: true },
    );
    expect(rows.map((row) => row.count)).toEqual([5]);
  });

  it('applying the same batch twice changes nothing', async () => {
    const batch = await rm.given([sent(randomUUID(), 3), sent(randomUUID(), 4)]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
