import { describe, it } from 'vitest';
import type { UserEvent } from '@annuaire/shared';
import { given } from '../domain/specification';
import { userDecider } from '../users/decider';

/** Picture commands run on the user's stream: through the user decider, which checks the user before delegating. */
const registered = (role: 'client' | 'escort' = 'escort'): UserEvent => ({
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'alex', role, gender: 'woman', libertine: false, pending: role === 'escort' },
});
const added = (pictureId: string): UserEvent => ({
  type: 'PictureAdded',
  data: { pictureId, url: `pictures/${pictureId}.jpg`, width: 600, height: 800 },
});
const approved = (pictureId: string): UserEvent => ({ type: 'PictureApproved', data: { pictureId } });
const now = new Date('2026-06-01T12:00:00.000Z');
const vip: UserEvent = { type: 'VipSet', data: { until: '2026-07-01T00:00:00.000Z' } };

describe('picture decider: the gallery', () => {
  it('adds a picture within the profile limit', () => {
    given(userDecider, [registered()])
      .when({ type: 'AddPicture', pictureId: 'p1', url: 'pictures/p1.jpg', width: 600, height: 800 })
      .then([added('p1')]);
  });

  it('refuses a picture past the limit (a client holds 3)', () => {
    given(userDecider, [registered('client'), added('p1'), added('p2'), added('p3')])
      .when({ type: 'AddPicture', pictureId: 'p4', url: 'pictures/p4.jpg', width: 600, height: 800 })
      .thenFails('picture_limit', 409);
  });

  it('refuses picture commands on a deleted user', () => {
    given(userDecider, [registered(), added('p1'), { type: 'UserDeleted', data: { notifyReporters: false } }])
      .when({ type: 'ApprovePicture', pictureId: 'p1' })
      .thenFails('not_found', 404);
  });

  it('answers not found for a picture the gallery does not hold', () => {
    given(userDecider, [registered()])
      .when({ type: 'RemovePicture', pictureId: 'p9', byStaff: true })
      .thenFails('not_found', 404);
  });

  it('moves a picture to the front once; reordering must name every picture', () => {
    given(userDecider, [registered(), added('p1'), added('p2')])
      .when({ type: 'BumpPicturePriority', pictureId: 'p2' })
      .then([{ type: 'PicturePriorityBumped', data: { pictureId: 'p2' } }]);
    given(userDecider, [registered(), added('p1'), added('p2')])
      .when({ type: 'BumpPicturePriority', pictureId: 'p1' })
      .then([]);
    given(userDecider, [registered(), added('p1'), added('p2')])
      .when({ type: 'ReorderPictures', pictureIds: ['p2'] })
      .thenFails('invalid_request', 400);
  });
});

describe('picture decider: moderation', () => {
  it('approves a pending picture once', () => {
    given(userDecider, [registered(), added('p1')])
      .when({ type: 'ApprovePicture', pictureId: 'p1' })
      .then([approved('p1')]);
    given(userDecider, [registered(), added('p1'), approved('p1')])
      .when({ type: 'ApprovePicture', pictureId: 'p1' })
      .then([]);
  });

  it('returns a decided picture to pending, and leaves a pending one as it is', () => {
    given(userDecider, [
      registered(),
      added('p1'),
      { type: 'PictureDeclined', data: { pictureId: 'p1', note: 'blurry' } },
    ])
      .when({ type: 'ReturnPictureToPending', pictureId: 'p1' })
      .then([{ type: 'PictureReturnedToPending', data: { pictureId: 'p1' } }]);
    given(userDecider, [registered(), added('p1')])
      .when({ type: 'ReturnPictureToPending', pictureId: 'p1' })
      .then([]);
  });

  it('makes only an approved picture the profile picture', () => {
    given(userDecider, [registered(), added('p1')])
      .when({ type: 'SetProfilePicture', pictureId: 'p1' })
      .thenFails('picture_not_approved', 409);
    given(userDecider, [registered(), added('p1'), approved('p1')])
      .when({ type: 'SetProfilePicture', pictureId: 'p1' })
      .then([{ type: 'ProfilePictureSet', data: { pictureId: 'p1' } }]);
  });
});

describe('picture decider: rotation and verification', () => {
  it('rotates a picture for a VIP only when rotation needs VIP', () => {
    const rotate = { type: 'SetPictureRotation', pictureId: 'p1', inRotation: true, rotationNeedsVip: true } as const;
    given(userDecider, [registered(), added('p1')])
      .when(rotate, now)
      .thenFails('vip_required', 403);
    given(userDecider, [registered(), vip, added('p1')])
      .when(rotate, now)
      .then([{ type: 'PictureRotationChanged', data: { pictureId: 'p1', inRotation: true } }]);
  });

  it('refuses a verification picture once verified', () => {
    given(userDecider, [registered(), { type: 'VerificationStateChanged', data: { state: 'verified' } }])
      .when({ type: 'AddVerificationPicture', pictureId: 'v1', url: 'verification/v1.jpg' })
      .thenFails('already_verified', 409);
  });
});
