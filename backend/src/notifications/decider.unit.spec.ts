import { describe, it } from 'vitest';
import type { NotificationEvent } from '@annuaire/shared';
import { given } from '../domain/specification';
import { notificationsDecider } from './decider';

const created = (notificationId: string): NotificationEvent => ({
  type: 'NotificationCreated',
  data: { notificationId, type: 'accountApproved', body: null, causeId: null },
});

const dismissed = (id: string): NotificationEvent => ({
  type: 'NotificationDismissed',
  data: { notificationIds: [id] },
});

describe('notifications decider', () => {
  it('creates a notification once per id', () => {
    const create = {
      type: 'Create',
      notificationId: 'n1',
      notificationType: 'accountApproved',
      body: null,
      causeId: null,
    } as const;
    given(notificationsDecider, [])
      .when(create)
      .then([created('n1')]);
    given(notificationsDecider, [created('n1')])
      .when(create)
      .then([]);
  });

  it('marks read only what is unread, and refuses unknown or dismissed ids', () => {
    const history = [created('n1'), created('n2')];
    given(notificationsDecider, history)
      .when({ type: 'MarkRead', ids: 'all' })
      .then([{ type: 'NotificationRead', data: { notificationIds: ['n1', 'n2'] } }]);
    given(notificationsDecider, [...history, { type: 'NotificationRead', data: { notificationIds: ['n1'] } }])
      .when({ type: 'MarkRead', ids: ['n1'] })
      .then([]);
    given(notificationsDecider, history)
      .when({ type: 'MarkRead', ids: ['elsewhere'] })
      .thenFails('not_found', 404);
    given(notificationsDecider, [...history, { type: 'NotificationDismissed', data: { notificationIds: ['n1'] } }])
      .when({ type: 'Dismiss', ids: ['n1'] })
      .thenFails('not_found', 404);
  });

  it('dismisses one or everything still listed', () => {
    const history = [created('n1'), created('n2'), dismissed('n1')];
    given(notificationsDecider, history)
      .when({ type: 'Dismiss', ids: 'all' })
      .then([{ type: 'NotificationDismissed', data: { notificationIds: ['n2'] } }]);
    given(notificationsDecider, [...history, { type: 'NotificationDismissed', data: { notificationIds: ['n2'] } }])
      .when({ type: 'Dismiss', ids: 'all' })
      .then([]);
  });
});
