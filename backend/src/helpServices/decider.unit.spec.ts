import { describe, it } from 'vitest';
import type { HelpServiceEvent } from '@annuaire/shared';
import { given } from '../domain/specification';
import { helpServiceDecider } from './decider';

const fields = {
  name: { fr: 'Ligne d’écoute', en: 'Listening line' },
  description: { fr: 'Confidentiel.', en: 'Confidential.' },
  url: 'https://example.org',
  phone: null,
};
const created: HelpServiceEvent = { type: 'HelpServiceCreated', data: { helpServiceId: 'h1', ...fields } };

describe('help service decider', () => {
  it('creates a help service once', () => {
    given(helpServiceDecider, []).when({ type: 'Create', helpServiceId: 'h1', fields }).then([created]);
    given(helpServiceDecider, [created])
      .when({ type: 'Create', helpServiceId: 'h1', fields })
      .thenFails('help_service_exists', 409);
  });

  it('records only the fields an edit changes, and nothing when none did', () => {
    given(helpServiceDecider, [created])
      .when({ type: 'Edit', fields: { ...fields, phone: '1-800-555-0100' } })
      .then([{ type: 'HelpServiceEdited', data: { changes: { phone: '1-800-555-0100' } } }]);
    given(helpServiceDecider, [created]).when({ type: 'Edit', fields }).then([]);
  });

  it('refuses to edit or delete a deleted help service', () => {
    const deleted: HelpServiceEvent = { type: 'HelpServiceDeleted', data: {} };
    given(helpServiceDecider, [created, deleted]).when({ type: 'Edit', fields }).thenFails('not_found', 404);
    given(helpServiceDecider, [created, deleted]).when({ type: 'Delete' }).thenFails('not_found', 404);
  });
});
