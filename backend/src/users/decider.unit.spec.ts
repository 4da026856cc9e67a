import { describe, it } from 'vitest';
import type { UserEvent } from '@annuaire/shared';
import { given } from '../domain/specification';
import { userDecider } from './decider';

/** The member's own commands; staff commands are in staffDecider.unit.spec.ts, time's in timeEvents.unit.spec.ts. */
const registered = (role: 'client' | 'escort' | 'advertiser' | 'admin' = 'escort'): UserEvent => ({
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'alex', role, gender: 'woman', libertine: false, pending: role === 'escort' },
});
const now = new Date('2026-06-01T12:00:00.000Z');
const ghost: UserEvent = { type: 'GhostModeChanged', data: { ghost: true, online: null } };

describe('user decider: registration', () => {
  it('registers an escort as pending', () => {
    given(userDecider, [])
      .when({ type: 'Register', userId: 'u1', username: 'alex', role: 'escort', gender: 'woman' })
      .then([registered('escort')]);
  });

  it('registers a client as not pending', () => {
    given(userDecider, [])
      .when({ type: 'Register', userId: 'u1', username: 'alex', role: 'client', gender: 'woman' })
      .then([registered('client')]);
  });

  it('refuses to register a user twice', () => {
    given(userDecider, [registered('escort')])
      .when({ type: 'Register', userId: 'u1', username: 'alex', role: 'escort', gender: 'woman' })
      .thenFails('user_exists', 409);
  });

  it('refuses commands on a missing user', () => {
    given(userDecider, []).when({ type: 'LockVirtual' }).thenFails('not_found', 404);
  });

  it('refuses commands on a deleted user', () => {
    given(userDecider, [registered(), { type: 'UserDeleted', data: { notifyReporters: false } }])
      .when({ type: 'SetGhost', ghost: true })
      .thenFails('not_found', 404);
  });
});

describe('user decider: availability and ghost mode', () => {
  it('marks an escort online now', () => {
    given(userDecider, [registered()])
      .when({ type: 'SetAvailability', available: true }, now)
      .then([{ type: 'AvailabilityChanged', data: { online: now.toISOString() } }]);
  });

  it('marks an escort offline', () => {
    given(userDecider, [registered()])
      .when({ type: 'SetAvailability', available: false }, now)
      .then([{ type: 'AvailabilityChanged', data: { online: null } }]);
  });

  it('keeps a time chosen ahead as "available later", and a time barely ahead as now', () => {
    const later = new Date(now.getTime() + 3 * 3_600_000).toISOString();
    given(userDecider, [registered()])
      .when({ type: 'SetAvailability', available: true, from: later }, now)
      .then([{ type: 'AvailabilityChanged', data: { online: later } }]);
    given(userDecider, [registered()])
      .when({ type: 'SetAvailability', available: true, from: new Date(now.getTime() + 30_000).toISOString() }, now)
      .then([{ type: 'AvailabilityChanged', data: { online: now.toISOString() } }]);
  });

  it('refuses a time more than 24 hours ahead', () => {
    const tooFar = new Date(now.getTime() + 25 * 3_600_000).toISOString();
    given(userDecider, [registered()])
      .when({ type: 'SetAvailability', available: true, from: tooFar }, now)
      .thenFails('invalid_request', 400);
  });

  it('refuses availability to a client who is not libertine', () => {
    given(userDecider, [registered('client')])
      .when({ type: 'SetAvailability', available: true })
      .thenFails('availability_not_allowed', 403);
  });

  it('refuses availability to a ghost', () => {
    given(userDecider, [registered(), ghost])
      .when({ type: 'SetAvailability', available: true })
      .thenFails('ghost_mode_active', 409);
  });

  it('hides a ghost', () => {
    given(userDecider, [registered()])
      .when({ type: 'SetGhost', ghost: true }, now)
      .then([{ type: 'GhostModeChanged', data: { ghost: true, online: null } }]);
  });

  it('brings a ghost back, seen now', () => {
    given(userDecider, [registered(), ghost])
      .when({ type: 'SetGhost', ghost: false }, now)
      .then([{ type: 'GhostModeChanged', data: { ghost: false, online: now.toISOString() } }]);
  });
});

describe('user decider: profile', () => {
  it('keeps website links for VIPs where the variant says so', () => {
    given(userDecider, [registered()])
      .when({ type: 'EditProfile', changes: { websiteUrl: 'https://example.org' }, urlsNeedVip: true, staff: false })
      .thenFails('vip_required', 403);
  });

  it('lets anyone add website links where the variant does not restrict them', () => {
    given(userDecider, [registered()])
      .when({ type: 'EditProfile', changes: { websiteUrl: 'https://example.org' }, urlsNeedVip: false, staff: false })
      .then([{ type: 'ProfileEdited', data: { changes: { websiteUrl: 'https://example.org' } } }]);
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

  it('records which contact details changed', () => {
    given(userDecider, [registered()])
      .when({ type: 'ChangeContactDetails', fields: ['email', 'password'] })
      .then([{ type: 'ContactDetailsChanged', data: { fields: ['email', 'password'] } }]);
  });

  it('acknowledges a reminder', () => {
    given(userDecider, [registered()])
      .when({ type: 'AcknowledgeReminder', reminder: 'vipReminder' })
      .then([{ type: 'ReminderAcknowledged', data: { reminder: 'vipReminder' } }]);
  });
});

describe('user decider: favorites', () => {
  it('adds a favorite', () => {
    given(userDecider, [registered()])
      .when({ type: 'ToggleFavorite', favoritedUserId: 'u2', isFavorited: true })
      .then([{ type: 'FavoriteToggled', data: { favoritedUserId: 'u2', isFavorited: true } }]);
  });

  it('ignores removing a favorite that is not one', () => {
    given(userDecider, [registered()])
      .when({ type: 'ToggleFavorite', favoritedUserId: 'u2', isFavorited: false })
      .then([]);
  });

  it('refuses oneself as a favorite', () => {
    given(userDecider, [registered()])
      .when({ type: 'ToggleFavorite', favoritedUserId: 'u1', isFavorited: true })
      .thenFails('invalid_request', 400);
  });
});

describe('user decider: buying VIP', () => {
  it('extends from now when VIP has expired', () => {
    given(userDecider, [registered()])
      .when({ type: 'ExtendVip', purchaseId: 'p1', days: 7 }, now)
      .then([{ type: 'VipExtended', data: { purchaseId: 'p1', days: 7, until: '2026-06-08T12:00:00.000Z' } }]);
  });

  it('extends from the expiry while VIP is active', () => {
    const active: UserEvent = { type: 'VipSet', data: { until: '2026-06-10T00:00:00.000Z' } };
    given(userDecider, [registered(), active])
      .when({ type: 'ExtendVip', purchaseId: 'p2', days: 30 }, now)
      .then([{ type: 'VipExtended', data: { purchaseId: 'p2', days: 30, until: '2026-07-10T00:00:00.000Z' } }]);
  });

  it('extends once per purchase', () => {
    const done: UserEvent = {
      type: 'VipExtended',
      data: { purchaseId: 'p1', days: 7, until: '2026-06-08T12:00:00.000Z' },
    };
    given(userDecider, [registered(), done]).when({ type: 'ExtendVip', purchaseId: 'p1', days: 7 }, now).then([]);
  });
});

describe('user decider: a batch (one request, several commands)', () => {
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
  });

  it('refuses a later command that an earlier one of the batch forbids', () => {
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

describe('user decider: staff note, completion request, static', () => {
  it('sets and removes the note, ignoring the same note twice', () => {
    given(userDecider, [registered()])
      .when({ type: 'SetStaffNote', note: 'Add a picture' })
      .then([{ type: 'StaffNoteSet', data: { note: 'Add a picture' } }]);
    given(userDecider, [registered(), { type: 'StaffNoteSet', data: { note: 'Add a picture' } }])
      .when({ type: 'SetStaffNote', note: 'Add a picture' })
      .then([]);
  });

  it('remembers whether the member was pending when completion was asked', () => {
    given(userDecider, [registered(), { type: 'UserApproved', data: {} }])
      .when({ type: 'RequestProfileCompletion', requested: true })
      .then([{ type: 'ProfileCompletionRequested', data: { wasPending: false } }]);
  });

  it("ends the request when the member's own edit leaves the profile complete, not on a staff edit", () => {
    const asked = [registered(), { type: 'ProfileCompletionRequested', data: { wasPending: false } } as const];
    const changes = { headline: 'Hi', bio: 'About me', location: { region: 'laval', city: null } };
    given(userDecider, asked)
      .when({ type: 'EditProfile', changes, urlsNeedVip: false, staff: false })
      .then([
        { type: 'ProfileEdited', data: { changes } },
        { type: 'ProfileCompleted', data: {} },
      ]);
    given(userDecider, asked)
      .when({ type: 'EditProfile', changes, urlsNeedVip: false, staff: true })
      .then([{ type: 'ProfileEdited', data: { changes } }]);
    given(userDecider, asked)
      .when({ type: 'EditProfile', changes: { headline: 'Hi' }, urlsNeedVip: false, staff: false })
      .then([{ type: 'ProfileEdited', data: { changes: { headline: 'Hi' } } }]);
  });

  it('sets a profile static once', () => {
    given(userDecider, [registered()])
      .when({ type: 'SetStatic', isStatic: true })
      .then([{ type: 'StaticSet', data: { isStatic: true } }]);
    given(userDecider, [registered(), { type: 'StaticSet', data: { isStatic: true } }])
      .when({ type: 'SetStatic', isStatic: true })
      .then([]);
  });
});
