import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlagCreated, FlagDeleted, FlagEdited, streams } from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { flagsProjection } from './projection';
import { findFlagByValue, listFlags } from './queries';
import type { FlagsDatabase } from './table';

let rm: ReadModelSpec<FlagsDatabase>;
beforeAll(async () => {
  rm = await openReadModel(flagsProjection);
});
afterAll(async () => {
  await rm.close();
});

const flagRow = (id: string) =>
  rm.db.withSchema('flags').selectFrom('flags').selectAll().where('id', '=', id).executeTakeFirst();

describe('flags read model', () => {
  it('creates a row per flag, with its match key and author', async () => {
    const id = randomUUID();
    await rm.given([
      happened(
        FlagCreated,
        streams.flag(id),
        { flagId: id, type: 'phone', value: '+15145550101', note: 'spam' },
        { actorId: 'staff-1', actorRole: 'moderator', at: '2026-03-02T10:00:00.000Z' },
      ),
    ]);
    expect(await flagRow(id)).toMatchObject({
      id,
      type: 'phone',
      value: '+15145550101',
      match_key: '5145550101',
      note: 'spam',
      created_by: 'staff-1',
      created_at: new Date('2026-03-02T10:00:00.000Z'),
    });
  });

  it('recomputes the match key from the stored type when an edit carries the value alone', async () => {
    const id = randomUUID();
    await rm.given([
      happened(FlagCreated, streams.flag(id), { flagId: id, type: 'email', value: 'a@example.com', note: '' }),
      happened(FlagEdited, streams.flag(id), { changes: { value: 'B@Example.com' } }),
    ]);
    expect(await flagRow(id)).toMatchObject({ type: 'email', value: 'B@Example.com', match_key: 'b@example.com' });
    expect((await findFlagByValue(rm.db, 'email', 'b@EXAMPLE.com'))?.id).toBe(id);
  });

  it('removes a deleted flag from the list', async () => {
    const id = randomUUID();
    await rm.given([
      happened(FlagCreated, streams.flag(id), { flagId: id, type: 'email', value: 'gone@example.com', note: '' }),
      happened(FlagDeleted, streams.flag(id), {}),
    ]);
    expect(await flagRow(id)).toBeUndefined();
    expect((await listFlags(rm.db, { q: 'gone@' }, { offset: 0, limit: 10 })).total).toBe(0);
  });

  it('applying the same batch twice changes nothing', async () => {
    const id = randomUUID();
    const batch = await rm.given([
      happened(FlagCreated, streams.flag(id), { flagId: id, type: 'email', value: 'twice@example.com', note: '' }),
      happened(FlagEdited, streams.flag(id), { changes: { note: 'seen twice' } }),
    ]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
