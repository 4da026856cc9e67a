import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { staffToolNames, staffToolResources } from './resources';

describe('which staff tools a role sees (docs/product.md §6)', () => {
  it('gives admins every tool', () => {
    expect(staffToolNames('admin')).toEqual([
      'pictures',
      'reports',
      'flags',
      'flagged-active-users',
      'duplicate-checks',
      'notifications',
      'notification-batches',
      'campaigns',
      'help-services',
      'transactions',
      'deposit-requests',
      'payment-intents',
      'mail-outbox',
      'crash-reports',
      'settings',
      'saved-queries',
    ]);
  });

  it('gives moderators the moderation tools but none of the admin-only ones, nor campaigns', () => {
    expect(staffToolNames('moderator')).toEqual([
      'pictures',
      'reports',
      'flags',
      'flagged-active-users',
      'duplicate-checks',
      'notifications',
      'transactions',
      'deposit-requests',
      'payment-intents',
    ]);
  });

  it('gives advertisers only campaigns, and clients and escorts nothing', () => {
    expect(staffToolNames('advertiser')).toEqual(['campaigns']);
    expect(staffToolNames('client')).toEqual([]);
    expect(staffToolNames('escort')).toEqual([]);
  });

  it('answers keyed <Resource> elements named after the API resources', () => {
    const elements = staffToolResources('advertiser');
    expect(elements).toHaveLength(1);
    expect(isValidElement(elements[0])).toBe(true);
    expect(elements[0]!.key).toBe('campaigns');
    expect((elements[0]!.props as { name: string }).name).toBe('campaigns');
  });
});
