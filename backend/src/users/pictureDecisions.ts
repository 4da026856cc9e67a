import { isVip, pictureLimitOf, ROTATION_LIMIT, type UserEvent, type UserState } from '@annuaire/shared';
import { conflictError, DomainError, forbiddenError, notFoundError } from '../domain/decider';

/** Commands on a member's gallery and verification pictures (docs/product.md §4 moderation, §5 and §9 limits). */
export type PictureCommand =
  | { type: 'AddPicture'; pictureId: string; url: string; width: number; height: number }
  | { type: 'ApprovePicture'; pictureId: string }
  | { type: 'DeclinePicture'; pictureId: string; note: string }
  | { type: 'ReturnPictureToPending'; pictureId: string }
  | { type: 'RemovePicture'; pictureId: string; byStaff: boolean }
  | { type: 'SetProfilePicture'; pictureId: string }
  | { type: 'BumpPicturePriority'; pictureId: string }
  | { type: 'SetPictureRotation'; pictureId: string; inRotation: boolean; rotationNeedsVip: boolean }
  | { type: 'ReorderPictures'; pictureIds: string[] }
  | { type: 'AddVerificationPicture'; pictureId: string; url: string };

const PICTURE_COMMANDS = new Set<string>([
  'AddPicture',
  'ApprovePicture',
  'DeclinePicture',
  'ReturnPictureToPending',
  'RemovePicture',
  'SetProfilePicture',
  'BumpPicturePriority',
  'SetPictureRotation',
  'ReorderPictures',
  'AddVerificationPicture',
]);

export const isPictureCommand = (command: { type: string }): command is PictureCommand =>
  PICTURE_COMMANDS.has(command.type);

function pictureOf(state: UserState, pictureId: string) {
  const picture = state.pictures.find((candidate) => candidate.id === pictureId);
  if (!picture) throw notFoundError('Picture');
  return picture;
}

export function decidePicture(command: PictureCommand, state: UserState, now: Date): UserEvent[] {
  switch (command.type) {
    case 'AddPicture': {
      const limit = pictureLimitOf(state, isVip(state, now));
      if (state.pictures.length >= limit) {
        throw conflictError('picture_limit', `This profile holds at most ${limit} pictures`);
      }
      const { pictureId, url, width, height } = command;
      return [{ type: 'PictureAdded', data: { pictureId, url, width, height } }];
    }
    case 'ApprovePicture':
      return pictureOf(state, command.pictureId).approved
        ? []
        : [{ type: 'PictureApproved', data: { pictureId: command.pictureId } }];
    case 'DeclinePicture':
      pictureOf(state, command.pictureId);
      return [{ type: 'PictureDeclined', data: { pictureId: command.pictureId, note: command.note } }];
    case 'ReturnPictureToPending': {
      const picture = pictureOf(state, command.pictureId);
      // Already awaiting review: the undo has nothing to take back.
      return !picture.approved && picture.note === null
        ? []
        : [{ type: 'PictureReturnedToPending', data: { pictureId: command.pictureId } }];
    }
    case 'RemovePicture':
      pictureOf(state, command.pictureId);
      return [{ type: 'PictureRemoved', data: { pictureId: command.pictureId, byStaff: command.byStaff } }];
    case 'SetProfilePicture': {
      const picture = pictureOf(state, command.pictureId);
      if (!picture.approved) {
        throw conflictError('picture_not_approved', 'Only an approved picture can be the profile picture');
      }
      return state.profilePictureId === picture.id
        ? []
        : [{ type: 'ProfilePictureSet', data: { pictureId: picture.id } }];
    }
    case 'BumpPicturePriority':
      pictureOf(state, command.pictureId);
      return state.pictures[0]?.id === command.pictureId
        ? []
        : [{ type: 'PicturePriorityBumped', data: { pictureId: command.pictureId } }];
    case 'SetPictureRotation': {
      const picture = pictureOf(state, command.pictureId);
      if (picture.inRotation === command.inRotation) return [];
      if (command.inRotation && command.rotationNeedsVip && !isVip(state, now)) {
        throw forbiddenError('vip_required', 'Picture rotation is for VIP profiles');
      }
      if (command.inRotation && state.pictures.filter((p) => p.inRotation).length >= ROTATION_LIMIT) {
        throw conflictError('rotation_limit', `At most ${ROTATION_LIMIT} pictures rotate`);
      }
      return [{ type: 'PictureRotationChanged', data: { pictureId: picture.id, inRotation: command.inRotation } }];
    }
    case 'ReorderPictures': {
      const current = state.pictures.map((picture) => picture.id).sort();
      const given = [...command.pictureIds].sort();
      if (JSON.stringify(current) !== JSON.stringify(given)) {
        throw new DomainError(400, 'invalid_request', 'pictureIds must list every picture of the gallery once');
      }
      return [{ type: 'PicturesReordered', data: { pictureIds: command.pictureIds } }];
    }
    case 'AddVerificationPicture':
      if (state.verificationState === 'verified') {
        throw conflictError('already_verified', 'This profile is already verified');
      }
      return [{ type: 'VerificationPictureAdded', data: { pictureId: command.pictureId, url: command.url } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled picture command ${(unknown as { type: string }).type}`);
    }
  }
}
