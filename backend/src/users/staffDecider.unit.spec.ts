import { describe, it } from 'vitest';
import type { UserEvent } from '@annuaire/shared';
import { given } from '../domain/specification';
import { userDecider } from './decider';

/** The commands staff run on a user (docs/product.md §1), and the steps of a merge. */
const registered = (role: 'client' | 'escort' | 'advertiser' | 'admin' = 'escort'): UserEvent => ({
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'alex', role, gender: 'woman', libertine: false, pending: role === 'escort' },
});
const locked: UserEvent = { type: 'VirtualLocked', data: {} };

describe('user decider: switchRole', () => {
  it('turns an escort into a libertine client', () => {
    given(userDecider, [registered('escort')])
      .when({ type: 'SwitchRole' })
      .then([{ type: 'RoleSwitched', data: { from: 'escort', to: 'client', libertine: true } }]);
  });

  it('turns a client into an escort, not libertine', () => {
    given(userDecider, [registered('client')])
      .when({ type: 'SwitchRole' })
      .then([{ type: 'RoleSwitched', data: { from: 'client', to: 'escort', libertine: false } }]);
  });

  it('refuses staff and advertisers', () => {
    given(userDecider, [registered('advertiser')])
      .when({ type: 'SwitchRole' })
      .thenFails('role_not_switchable');
  });
});

describe('user decider: lockVirtual', () => {
  it('locks virtual', () => {
    given(userDecider, [registered()]).when({ type: 'LockVirtual' }).then([locked]);
  });

  it('does not lock twice', () => {
    given(userDecider, [registered(), locked]).when({ type: 'LockVirtual' }).then([]);
  });

  it('does nothing when unlocking a user who is not locked', () => {
    given(userDecider, [registered()]).when({ type: 'UnlockVirtual' }).then([]);
  });

  it('unlocks a locked user', () => {
    given(userDecider, [registered(), locked])
      .when({ type: 'UnlockVirtual' })
      .then([{ type: 'VirtualUnlocked', data: {} }]);
  });

  it('refuses the member incall while locked', () => {
    given(userDecider, [registered(), locked])
      .when({ type: 'EditProfile', changes: { incall: true }, urlsNeedVip: false, staff: false })
      .thenFails('virtual_locked', 409);
  });

  it('keeps virtual as staff set it while locked, recording the other changes', () => {
    given(userDecider, [registered(), locked])
      .when({ type: 'EditProfile', changes: { virtual: true, bio: 'Hello' }, urlsNeedVip: false, staff: false })
      .then([{ type: 'ProfileEdited', data: { changes: { bio: 'Hello' } } }]);
  });
});

describe('user decider: staff decisions', () => {
  it('approves a pending user', () => {
    given(userDecider, [registered('escort')])
      .when({ type: 'Approve' })
      .then([{ type: 'UserApproved', data: {} }]);
  });

  it('leaves a user who is not pending as is on approval', () => {
    given(userDecider, [registered('client')])
      .when({ type: 'Approve' })
      .then([]);
  });

  it('overrides the rank', () => {
    given(userDecider, [registered()])
      .when({ type: 'OverrideRank', rank: 3 })
      .then([{ type: 'RankOverridden', data: { rank: 3 } }]);
  });

  it('changes the verification state', () => {
    given(userDecider, [registered()])
      .when({ type: 'SetVerificationState', state: 'verificationRequested' })
      .then([{ type: 'VerificationStateChanged', data: { state: 'verificationRequested' } }]);
  });

  it('sets VIP until a date', () => {
    given(userDecider, [registered()])
      .when({ type: 'SetVip', until: '2026-07-01T00:00:00.000Z' })
      .then([{ type: 'VipSet', data: { until: '2026-07-01T00:00:00.000Z' } }]);
  });

  it('clears VIP only when there is one', () => {
    given(userDecider, [registered()]).when({ type: 'SetVip', until: null }).then([]);
  });

  it('records a claimed profile', () => {
    given(userDecider, [registered()])
      .when({ type: 'ClaimProfile', username: 'alexandra' })
      .then([{ type: 'ProfileClaimed', data: { username: 'alexandra' } }]);
  });

  it('deletes, saying whether reporters are told', () => {
    given(userDecider, [registered()])
      .when({ type: 'Delete', notifyReporters: true })
      .then([{ type: 'UserDeleted', data: { notifyReporters: true } }]);
  });
});

describe('user decider: a merge', () => {
  const started: UserEvent = { type: 'MergeStarted', data: { mergeId: 'm1', targetUserId: 'u9' } };

  it('starts a merge', () => {
    given(userDecider, [registered()]).when({ type: 'StartMerge', mergeId: 'm1', targetUserId: 'u9' }).then([started]);
  });

  it('refuses a second merge while one is in progress', () => {
    given(userDecider, [registered(), started])
      .when({ type: 'StartMerge', mergeId: 'm2', targetUserId: 'u8' })
      .thenFails('merge_in_progress');
  });

  it('receives the favorites of a merge once', () => {
    const received: UserEvent = {
      type: 'FavoritesMerged',
      data: { mergeId: 'm1', sourceUserId: 'u0', favoriteUserIds: ['u5'] },
    };
    given(userDecider, [registered(), received])
      .when({ type: 'MergeFavorites', mergeId: 'm1', sourceUserId: 'u0', favoriteUserIds: ['u5'] })
      .then([]);
  });

  it('completes a merge idempotently', () => {
    const closed: UserEvent = { type: 'UserMergedInto', data: { mergeId: 'm1', targetUserId: 'u9' } };
    given(userDecider, [registered(), closed])
      .when({ type: 'CompleteMerge', mergeId: 'm1', targetUserId: 'u9' })
      .then([]);
  });
});

describe('user decider: data extraction', () => {
  const extraction = { type: 'RecordDataExtraction', exportVersion: 1 } as const;

  it('records a data extraction', () => {
    given(userDecider, [registered()])
      .when(extraction)
      .then([{ type: 'UserDataExtracted', data: { exportVersion: 1 } }]);
  });

  it('records an extraction of a merged user', () => {
    given(userDecider, [registered(), { type: 'UserMergedInto', data: { mergeId: 'm1', targetUserId: 'u2' } }])
      .when(extraction)
      .then([{ type: 'UserDataExtracted', data: { exportVersion: 1 } }]);
  });

  it('never records an extraction of a deleted user', () => {
    given(userDecider, [registered(), { type: 'UserDeleted', data: { notifyReporters: false } }])
      .when(extraction)
      .thenFails('not_found', 404);
  });
});
