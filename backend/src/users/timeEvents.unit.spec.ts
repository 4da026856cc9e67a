import { describe, it } from 'vitest';
import type { UserEvent } from '@annuaire/shared';
import { given } from '../domain/specification';
import { userDecider } from './decider';

/** The user commands that turn time and staff traces into events: VIP expiry, last seen, "log in as". */
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'alex', role: 'escort', gender: 'woman', libertine: false, pending: false },
};
const vipUntil = (until: string | null): UserEvent => ({ type: 'VipSet', data: { until } });
const before = new Date('2026-06-01T11:59:00.000Z');
const after = new Date('2026-06-01T12:01:00.000Z');
const UNTIL = '2026-06-01T12:00:00.000Z';

describe('RecordVipExpiry (time becomes events)', () => {
  it('records the expiry once its date has passed', () => {
    given(userDecider, [registered, vipUntil(UNTIL)])
      .when({ type: 'RecordVipExpiry' }, after)
      .then([{ type: 'VipExpired', data: { until: UNTIL } }]);
  });

  it('records nothing before the date', () => {
    given(userDecider, [registered, vipUntil(UNTIL)])
      .when({ type: 'RecordVipExpiry' }, before)
      .then([]);
  });

  it('records nothing a second time for the same expiry', () => {
    given(userDecider, [registered, vipUntil(UNTIL), { type: 'VipExpired', data: { until: UNTIL } }])
      .when({ type: 'RecordVipExpiry' }, after)
      .then([]);
  });

  it('records a later expiry again after the VIP was renewed', () => {
    const renewed = '2026-06-08T12:00:00.000Z';
    given(userDecider, [registered, vipUntil(UNTIL), { type: 'VipExpired', data: { until: UNTIL } }, vipUntil(renewed)])
      .when({ type: 'RecordVipExpiry' }, new Date('2026-06-09T00:00:00.000Z'))
      .then([{ type: 'VipExpired', data: { until: renewed } }]);
  });

  it('records nothing for a member who never was VIP', () => {
    given(userDecider, [registered]).when({ type: 'RecordVipExpiry' }, after).then([]);
  });
});

describe('RecordSeen', () => {
  it('records that the member used the site', () => {
    given(userDecider, [registered])
      .when({ type: 'RecordSeen' })
      .then([{ type: 'UserSeen', data: {} }]);
  });

  it('refuses a deleted member', () => {
    given(userDecider, [registered, { type: 'UserDeleted', data: { notifyReporters: false } }])
      .when({ type: 'RecordSeen' })
      .thenFails('not_found', 404);
  });
});

describe('log in as', () => {
  it('records the link a staff member issued, with its expiry', () => {
    given(userDecider, [registered])
      .when({ type: 'RecordLoginAsLink', linkId: 'link-1', expiresAt: '2026-06-01T12:05:00.000Z' })
      .then([{ type: 'LoginAsLinkIssued', data: { linkId: 'link-1', expiresAt: '2026-06-01T12:05:00.000Z' } }]);
  });

  it('records the link being used', () => {
    given(userDecider, [registered])
      .when({ type: 'RecordLoginAsUse', linkId: 'link-1' })
      .then([{ type: 'LoginAsLinkUsed', data: { linkId: 'link-1' } }]);
  });

  it('refuses a link on a member merged into another', () => {
    given(userDecider, [registered, { type: 'UserMergedInto', data: { mergeId: 'm1', targetUserId: 'u2' } }])
      .when({ type: 'RecordLoginAsLink', linkId: 'link-1', expiresAt: '2026-06-01T12:05:00.000Z' })
      .thenFails('not_found', 404);
  });
});
