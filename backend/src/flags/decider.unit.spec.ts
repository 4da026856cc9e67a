import { describe, it } from 'vitest';
import type { FlagEvent } from '@annuaire/shared';
import { given } from '../domain/specification';
import { flagDecider } from './decider';

const created: FlagEvent = {
  type: 'FlagCreated',
  data: { flagId: 'f1', type: 'phone', value: '5145550101', note: 'fraud' },
};
const deleted: FlagEvent = { type: 'FlagDeleted', data: {} };

describe('flag decider', () => {
  it('creates a flag once', () => {
    given(flagDecider, [])
      .when({ type: 'Create', flagId: 'f1', flagType: 'phone', value: '5145550101', note: 'fraud' })
      .then([created]);
    given(flagDecider, [created])
      .when({ type: 'Create', flagId: 'f1', flagType: 'phone', value: '5145550101', note: 'fraud' })
      .thenFails('flag_exists', 409);
  });

  it('records only the fields an edit changes, and nothing for a no-op edit', () => {
    given(flagDecider, [created])
      .when({ type: 'Edit', flagType: 'phone', value: '5145550102', note: 'fraud' })
      .then([{ type: 'FlagEdited', data: { changes: { value: '5145550102' } } }]);
    given(flagDecider, [created])
      .when({ type: 'Edit', flagType: 'email', value: 'x@example.org', note: 'banned' })
      .then([{ type: 'FlagEdited', data: { changes: { type: 'email', value: 'x@example.org', note: 'banned' } } }]);
    given(flagDecider, [created, { type: 'FlagEdited', data: { changes: { note: 'banned' } } }])
      .when({ type: 'Edit', flagType: 'phone', value: '5145550101', note: 'banned' })
      .then([]);
  });

  it('deletes a live flag, and treats a missing or deleted flag as not found', () => {
    given(flagDecider, [created]).when({ type: 'Delete' }).then([deleted]);
    given(flagDecider, [created, deleted]).when({ type: 'Delete' }).thenFails('not_found', 404);
    given(flagDecider, []).when({ type: 'Delete' }).thenFails('not_found', 404);
    given(flagDecider, [created, deleted])
      .when({ type: 'Edit', flagType: 'phone', value: '5145550101', note: '' })
      .thenFails('not_found', 404);
  });
});
