import { describe, it } from 'vitest';
import type { UserEvent } from '@annuaire/shared';
import { given } from '../domain/specification';
import { userDecider } from './decider';

const registered = (role: 'client' | 'escort' | 'advertiser' | 'admin' = 'escort'): UserEvent => ({
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'alex', role, gender: 'woman', libertine: false, pending: role === 'escort' },
});
const now = new Date('2026-06-01T12:00:00.000Z');

describe('user decider', () => {
  it('registers escorts as pending and clients as not', () => {
    given(userDecider, [])
      .when({ type: 'Register', userId: 'u1', username: 'alex', role: 'escort', gender: 'woman' })
      .then([registered('escort')]);
    given(userDecider, [registered('escort')])
      .when({ type: 'Register', userId: 'u1', username: 'alex', role: 'escort', gender: 'woman' })
      .thenFails('user_exists', 409);
  });

  it('refuses commands on a missing or deleted user', () => {
    given(userDecider, []).when({ type: 'LockVirtual' }).thenFails('not_found', 404);
    given(userDecider, [registered(), { type: 'UserDeleted', data: { notifyReporters: false } }])
      .when({ type: 'SetGhost', ghost: true })
      .thenFails('not_found', 404);
  });

  describe('switchRole', () => {
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

  describe('lockVirtual', () => {
    it('locks once, and unlocks only when locked', () => {
      given(userDecider, [registered()])
        .when({ type: 'LockVirtual' })
        .then([{ type: 'VirtualLocked', data: {} }]);
      given(userDecider, [registered(), { type: 'VirtualLocked', data: {} }])
        .when({ type: 'LockVirtual' })
        .then([]);
      given(userDecider, [registered()]).when({ type: 'UnlockVirtual' }).then([]);
      given(userDecider, [registered(), { type: 'VirtualLocked', data: {} }])
        .when({ type: 'UnlockVirtual' })
        .then([{ type: 'VirtualUnlocked', data: {} }]);
    });
    it('keeps incall, outcall and virtual as staff set them while locked', () => {
      given(userDecider, [registered(), { type: 'VirtualLocked', data: {} }])
        .when({ type: 'EditProfile', changes: { incall: true }, urlsNeedVip: false, staff: false })
        .thenFails('virtual_locked', 409);
      given(userDecider, [registered(), { type: 'VirtualLocked', data: {} }])
        .when({ type: 'EditProfile', changes: { virtual: true, bio: 'Hello' }, urlsNeedVip: false, staff: false })
        .then([{ type: 'ProfileEdited', data: { changes: { bio: 'Hello' } } }]);
    });
  });

  describe('availability and ghost mode', () => {
    it('marks an escort online now, or offline', () => {
      given(userDecider, [registered()])
        .when({ type: 'SetAvailability', available: true }, now)
        .then([{ type: 'AvailabilityChanged', data: { online: now.toISOString() } }]);
      given(userDecider, [registered()])
        .when({ type: 'SetAvailability', available: false }, now)
        .then([{ type: 'AvailabilityChanged', data: { online: null } }]);
    });
    it('refuses clients who are not libertine, and ghosts', () => {
      given(userDecider, [registered('client')])
        .when({ type: 'SetAvailability', available: true })
        .thenFails('availability_not_allowed', 403);
      given(userDecider, [registered(), { type: 'GhostModeChanged', data: { ghost: true, online: null } }])
        .when({ type: 'SetAvailability', available: true })
        .thenFails('ghost_mode_active', 409);
    });
    it('hides a ghost and brings them back seen now', () => {
      given(userDecider, [registered()])
        .when({ type: 'SetGhost', ghost: true }, now)
        .then([{ type: 'GhostModeChanged', data: { ghost: true, online: null } }]);
      given(userDecider, [registered(), { type: 'GhostModeChanged', data: { ghost: true, online: null } }])
        .when({ type: 'SetGhost', ghost: false }, now)
        .then([{ type: 'GhostModeChanged', data: { ghost: false, online: now.toISOString() } }]);
    });
  });

  describe('VIP', () => {
    it('extends from now when expired, from the expiry when active, once per purchase', () => {
      given(userDecider, [registered()])
        .when({ type: 'ExtendVip', purchaseId: 'p1', days: 7 }, now)
        .then([{ type: 'VipExtended', data: { purchaseId: 'p1', days: 7, until: '2026-06-08T12:00:00.000Z' } }]);
      const active: UserEvent = { type: 'VipSet', data: { until: '2026-06-10T00:00:00.000Z' } };
      given(userDecider, [registered(), active])
        .when({ type: 'ExtendVip', purchaseId: 'p2', days: 30 }, now)
        .then([{ type: 'VipExtended', data: { purchaseId: 'p2', days: 30, until: '2026-07-10T00:00:00.000Z' } }]);
      const done: UserEvent = {
        type: 'VipExtended',
        data: { purchaseId: 'p1', days: 7, until: '2026-06-08T12:00:00.000Z' },
      };
      given(userDecider, [registered(), done]).when({ type: 'ExtendVip', purchaseId: 'p1', days: 7 }, now).then([]);
    });
    it('keeps website links for VIPs where the variant says so', () => {
      given(userDecider, [registered()])
        .when({ type: 'EditProfile', changes: { websiteUrl: 'https://example.org' }, urlsNeedVip: true, staff: false })
        .thenFails('vip_required', 403);
      given(userDecider, [registered()])
        .when({ type: 'EditProfile', changes: { websiteUrl: 'https://example.org' }, urlsNeedVip: false, staff: false })
        .then([{ type: 'ProfileEdited', data: { changes: { websiteUrl: 'https://example.org' } } }]);
    });
  });

  it('refuses a tour starting more than three months ahead', () => {
    const tour = { destinations: ['Laval'], startsOn: '2026-09-15', endsOn: '2026-09-20', description: '' };
    given(userDecider, [registered()])
      .when({ type: 'EditProfile', changes: { tour }, urlsNeedVip: false, staff: false }, now)
      .thenFails('invalid_request', 400);
  });

  it('records only real profile changes', () => {
    given(userDecider, [registered()])
      .when({ type: 'EditProfile', changes: { gender: 'woman', headline: 'Hi' }, urlsNeedVip: false, staff: false })
      .then([{ type: 'ProfileEdited', data: { changes: { headline: 'Hi' } } }]);
  });

  it('toggles favorites, never oneself, and ignores no-ops', () => {
    given(userDecider, [registered()])
      .when({ type: 'ToggleFavorite', favoritedUserId: 'u2', isFavorited: true })
      .then([{ type: 'FavoriteToggled', data: { favoritedUserId: 'u2', isFavorited: true } }]);
    given(userDecider, [registered()])
      .when({ type: 'ToggleFavorite', favoritedUserId: 'u2', isFavorited: false })
      .then([]);
    given(userDecider, [registered()])
      .when({ type: 'ToggleFavorite', favoritedUserId: 'u1', isFavorited: true })
      .thenFails('invalid_request', 400);
  });

  it('approves pending users once, overrides rank, changes verification, acknowledges reminders', () => {
    given(userDecider, [registered('escort')])
      .when({ type: 'Approve' })
      .then([{ type: 'UserApproved', data: {} }]);
    given(userDecider, [registered('client')])
      .when({ type: 'Approve' })
      .then([]);
    given(userDecider, [registered()])
      .when({ type: 'OverrideRank', rank: 3 })
      .then([{ type: 'RankOverridden', data: { rank: 3 } }]);
    given(userDecider, [registered()])
      .when({ type: 'SetVerificationState', state: 'verificationRequested' })
      .then([{ type: 'VerificationStateChanged', data: { state: 'verificationRequested' } }]);
    given(userDecider, [registered()])
      .when({ type: 'AcknowledgeReminder', reminder: 'vipReminder' })
      .then([{ type: 'ReminderAcknowledged', data: { reminder: 'vipReminder' } }]);
  });

  it('walks a merge: started once, favorites received once, completed idempotently', () => {
    given(userDecider, [registered()])
      .when({ type: 'StartMerge', mergeId: 'm1', targetUserId: 'u9' })
      .then([{ type: 'MergeStarted', data: { mergeId: 'm1', targetUserId: 'u9' } }]);
    given(userDecider, [registered(), { type: 'MergeStarted', data: { mergeId: 'm1', targetUserId: 'u9' } }])
      .when({ type: 'StartMerge', mergeId: 'm2', targetUserId: 'u8' })
      .thenFails('merge_in_progress');
    const received: UserEvent = {
      type: 'FavoritesMerged',
      data: { mergeId: 'm1', sourceUserId: 'u0', favoriteUserIds: ['u5'] },
    };
    given(userDecider, [registered(), received])
      .when({ type: 'MergeFavorites', mergeId: 'm1', sourceUserId: 'u0', favoriteUserIds: ['u5'] })
      .then([]);
    const closed: UserEvent = { type: 'UserMergedInto', data: { mergeId: 'm1', targetUserId: 'u9' } };
    given(userDecider, [registered(), closed])
      .when({ type: 'CompleteMerge', mergeId: 'm1', targetUserId: 'u9' })
      .then([]);
  });

  it('sets or clears VIP, claims a profile, records contact changes, deletes', () => {
    given(userDecider, [registered()])
      .when({ type: 'SetVip', until: '2026-07-01T00:00:00.000Z' })
      .then([{ type: 'VipSet', data: { until: '2026-07-01T00:00:00.000Z' } }]);
    given(userDecider, [registered()]).when({ type: 'SetVip', until: null }).then([]);
    given(userDecider, [registered()])
      .when({ type: 'ClaimProfile', username: 'alexandra' })
      .then([{ type: 'ProfileClaimed', data: { username: 'alexandra' } }]);
    given(userDecider, [registered()])
      .when({ type: 'ChangeContactDetails', fields: ['email', 'password'] })
      .then([{ type: 'ContactDetailsChanged', data: { fields: ['email', 'password'] } }]);
    given(userDecider, [registered()])
      .when({ type: 'Delete', notifyReporters: true })
      .then([{ type: 'UserDeleted', data: { notifyReporters: true } }]);
  });

  describe('a batch (one request, several commands)', () => {
    it('decides each command on the state the previous ones leave, all events together', () => {
      given(userDecider, [registered('escort')])
        .when(
          {
            type: 'Batch',
            commands: [
              { type: 'SetGhost', ghost: true },
              { type: 'EditProfile', changes: { headline: 'Hello' }, urlsNeedVip: true, staff: false },
            ],
          },
          now,
        )
        .then([
          { type: 'GhostModeChanged', data: { ghost: true, online: null } },
          { type: 'ProfileEdited', data: { changes: { headline: 'Hello' } } },
        ]);
      given(userDecider, [registered('escort')])
        .when({
          type: 'Batch',
          commands: [
            { type: 'SetGhost', ghost: true },
            { type: 'SetAvailability', available: true },
          ],
        })
        .thenFails('ghost_mode_active', 409);
    });

    it('is refused whole when any command is', () => {
      given(userDecider, [registered('escort')])
        .when({
          type: 'Batch',
          commands: [
            { type: 'SetGhost', ghost: true },
            { type: 'EditProfile', changes: { websiteUrl: 'https://example.org' }, urlsNeedVip: true, staff: false },
          ],
        })
        .thenFails('vip_required', 403);
    });
  });

  it('records a data extraction, also of a merged user, never of a deleted one', () => {
    const extraction = { type: 'RecordDataExtraction', exportVersion: 1 } as const;
    given(userDecider, [registered()])
      .when(extraction)
      .then([{ type: 'UserDataExtracted', data: { exportVersion: 1 } }]);
    given(userDecider, [registered(), { type: 'UserMergedInto', data: { mergeId: 'm1', targetUserId: 'u2' } }])
      .when(extraction)
      .then([{ type: 'UserDataExtracted', data: { exportVersion: 1 } }]);
    given(userDecider, [registered(), { type: 'UserDeleted', data: { notifyReporters: false } }])
      .when(extraction)
      .thenFails('not_found', 404);
  });
});
