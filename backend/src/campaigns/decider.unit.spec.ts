import { describe, it } from 'vitest';
import type { BlockEvent } from '@annuaire/shared';
import { given } from '../domain/specification';
import { blockDecider } from './decider';

const stored = { href: 'https://example.org', body: 'Spring offer', layoutName: 'cardAgency' as const, active: true };
const fields = { ...stored, weight: 1, regions: [], categories: [] };
// Created before weights and targeting existed: weight 1, shown everywhere.
const created: BlockEvent = { type: 'BlockCreated', data: { blockId: 'b1', ownerId: 'adv', ...stored } };
const picture = (pictureId: string): BlockEvent => ({
  type: 'BlockPictureAdded',
  data: { pictureId, url: `blocks/b1/${pictureId}.jpg`, width: 10, height: 10 },
});

describe('campaign block decider', () => {
  it('records only the fields an edit changes', () => {
    given(blockDecider, [created])
      .when({ type: 'Edit', fields: { ...fields, active: false } })
      .then([{ type: 'BlockEdited', data: { changes: { active: false } } }]);
    given(blockDecider, [created]).when({ type: 'Edit', fields }).then([]);
  });

  it('records a new weight and targeting, and nothing when they are unchanged', () => {
    const targeted = { ...fields, weight: 3, regions: ['montreal'], categories: ['female-escorts' as const] };
    given(blockDecider, [created])
      .when({ type: 'Edit', fields: targeted })
      .then([
        {
          type: 'BlockEdited',
          data: { changes: { weight: 3, regions: ['montreal'], categories: ['female-escorts'] } },
        },
      ]);
    given(blockDecider, [created, { type: 'BlockEdited', data: { changes: { weight: 3 } } }])
      .when({ type: 'Edit', fields: { ...fields, weight: 3 } })
      .then([]);
  });

  it('holds at most four pictures', () => {
    given(blockDecider, [created, picture('p1'), picture('p2'), picture('p3'), picture('p4')])
      .when({ type: 'AddPicture', pictureId: 'p5', url: 'blocks/b1/p5.jpg', width: 1, height: 1 })
      .thenFails('picture_limit', 409);
  });

  it('removes only a picture it holds, and nothing once deleted', () => {
    given(blockDecider, [created]).when({ type: 'RemovePicture', pictureId: 'p1' }).thenFails('not_found', 404);
    given(blockDecider, [created, { type: 'BlockDeleted', data: {} }])
      .when({ type: 'Edit', fields })
      .thenFails('not_found', 404);
  });
});
