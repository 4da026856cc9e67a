import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HelpServiceCreated, HelpServiceDeleted, HelpServiceEdited, streams } from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { helpServicesProjection } from './projection';
import { findHelpServiceById } from './queries';
import type { HelpServicesDatabase } from './table';

let rm: ReadModelSpec<HelpServicesDatabase>;
beforeAll(async () => {
  rm = await openReadModel(helpServicesProjection);
});
afterAll(async () => {
  await rm.close();
});

const created = (id: string) =>
  happened(HelpServiceCreated, streams.helpService(id), {
    helpServiceId: id,
    name: { fr: 'Ligne d’écoute', en: 'Listening line' },
    description: { fr: 'Jour et nuit', en: 'Day and night' },
    url: 'https://example.org',
    phone: '514-555-0101',
  });

describe('help services read model', () => {
  it('lists a new service in both languages', async () => {
    const id = randomUUID();
    await rm.given([created(id)]);
    expect(await findHelpServiceById(rm.db, id)).toMatchObject({
      name: { fr: 'Ligne d’écoute', en: 'Listening line' },
      description: { fr: 'Jour et nuit', en: 'Day and night' },
      url: 'https://example.org',
      phone: '514-555-0101',
    });
  });

  it('changes only what an edit carries, each language pair together', async () => {
    const id = randomUUID();
    await rm.given([
      created(id),
      happened(
        HelpServiceEdited,
        streams.helpService(id),
        { changes: { name: { fr: 'Écoute', en: 'Listening' }, phone: null } },
        { at: '2026-03-06T08:00:00.000Z' },
      ),
    ]);
    expect(await findHelpServiceById(rm.db, id)).toMatchObject({
      name: { fr: 'Écoute', en: 'Listening' },
      description: { fr: 'Jour et nuit', en: 'Day and night' },
      url: 'https://example.org',
      phone: null,
      updatedAt: '2026-03-06T08:00:00.000Z',
    });
  });

  it('forgets a deleted service', async () => {
    const id = randomUUID();
    await rm.given([created(id), happened(HelpServiceDeleted, streams.helpService(id), {})]);
    expect(await findHelpServiceById(rm.db, id)).toBeNull();
  });

  it('applying the same batch twice changes nothing', async () => {
    const id = randomUUID();
    const batch = await rm.given([
      created(id),
      happened(HelpServiceEdited, streams.helpService(id), { changes: { url: null } }),
    ]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
