import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@annuaire/shared';
import { notificationFor } from './reactor';

const event = (streamId: string, type: string, data: unknown) => ({ streamId, type, data }) as RecordedEvent;

describe('which events notify whom', () => {
  it('tells members of role switches, approval, verification requests and notified deposits', () => {
    expect(notificationFor(event('user-7', 'RoleSwitched', { from: 'escort', to: 'client', libertine: true }))).toEqual(
      {
        userId: '7',
        type: 'roleUpdatedClient',
      },
    );
    expect(
      notificationFor(event('user-7', 'RoleSwitched', { from: 'client', to: 'escort', libertine: false }))?.type,
    ).toBe('roleUpdatedEscort');
    // A staff role is not a member's role: no "you are now a client" for a new moderator.
    expect(
      notificationFor(event('user-7', 'RoleSwitched', { from: 'client', to: 'moderator', libertine: false })),
    ).toBeNull();
    expect(notificationFor(event('user-7', 'UserApproved', {}))?.type).toBe('accountApproved');
    expect(
      notificationFor(event('user-7', 'VerificationStateChanged', { state: 'verificationRequestedAgain' }))?.type,
    ).toBe('verificationRequestedAgain');
    expect(notificationFor(event('user-7', 'VerificationStateChanged', { state: 'verified' }))).toBeNull();
    expect(notificationFor(event('credits-7', 'CreditsDeposited', { credits: 30, notify: true }))).toEqual({
      userId: '7',
      type: 'creditsBalanceUpdated',
    });
    expect(notificationFor(event('credits-7', 'CreditsDeposited', { credits: 30, notify: false }))).toBeNull();
  });

  it('tells members when staff remove one of their pictures, not when they remove it themselves', () => {
    expect(notificationFor(event('user-7', 'PictureRemoved', { pictureId: 'p', byStaff: true }))).toEqual({
      userId: '7',
      type: 'pictureRemoved',
    });
    expect(notificationFor(event('user-7', 'PictureRemoved', { pictureId: 'p', byStaff: false }))).toBeNull();
  });
});
