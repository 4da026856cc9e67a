import {
  isVip,
  pictureLimitOf,
  ROTATION_LIMIT,
  unreachable,
  type Picture,
  type UserEvent,
  type UserState,
} from '@annuaire/shared';
import { conflictError, DomainError, forbiddenError, notFoundError, type DecisionContext } from '../domain/decider';

/**
 * Decisions on a member's gallery and verification pictures (docs/product.md §4 moderation, §5 and §9 limits).
 * Pictures live on the user's stream (`user-{id}`), so these decide on the folded user and answer user events:
 * the user decider checks the user is live, then hands picture commands here.
 */
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

type Command<T extends PictureCommand['type']> = Extract<PictureCommand, { type: T }>;

/** Every picture command type once: the compiler checks this record names them all, and no other. */
const PICTURE_COMMANDS: Record<PictureCommand['type'], true> = {
  AddPicture: true,
  ApprovePicture: true,
  DeclinePicture: true,
  ReturnPictureToPending: true,
  RemovePicture: true,
  SetProfilePicture: true,
  BumpPicturePriority: true,
  SetPictureRotation: true,
  ReorderPictures: true,
  AddVerificationPicture: true,
};

export const isPictureCommand = (command: { type: string }): command is PictureCommand =>
  Object.hasOwn(PICTURE_COMMANDS, command.type);

export function decidePicture(command: PictureCommand, state: UserState, { now }: DecisionContext): UserEvent[] {
  switch (command.type) {
    case 'AddPicture':
      return addPicture(command, state, now);
    case 'ApprovePicture':
      return approvePicture(command, state);
    case 'DeclinePicture':
      return declinePicture(command, state);
    case 'ReturnPictureToPending':
      return returnPictureToPending(command, state);
    case 'RemovePicture':
      return removePicture(command, state);
    case 'SetProfilePicture':
      return setProfilePicture(command, state);
    case 'BumpPicturePriority':
      return bumpPicturePriority(command, state);
    case 'SetPictureRotation':
      return setPictureRotation(command, state, now);
    case 'ReorderPictures':
      return reorderPictures(command, state);
    case 'AddVerificationPicture':
      return addVerificationPicture(command, state);
    default:
      return unreachable(command, 'picture command');
  }
}

function pictureOf(state: UserState, pictureId: string): Picture {
  const picture = state.pictures.find((candidate) => candidate.id === pictureId);
  if (!picture) throw notFoundError('Picture');
  return picture;
}

/** The gallery holds at most the profile's limit (docs/product.md §9: more for escorts and VIPs). */
function addPicture(command: Command<'AddPicture'>, state: UserState, now: Date): UserEvent[] {
  const limit = pictureLimitOf(state, isVip(state, now));
  if (state.pictures.length >= limit) {
    throw conflictError('picture_limit', `This profile holds at most ${limit} pictures`);
  }
  const { pictureId, url, width, height } = command;
  return [{ type: 'PictureAdded', data: { pictureId, url, width, height } }];
}

function approvePicture(command: Command<'ApprovePicture'>, state: UserState): UserEvent[] {
  return pictureOf(state, command.pictureId).approved
    ? []
    : [{ type: 'PictureApproved', data: { pictureId: command.pictureId } }];
}

function declinePicture(command: Command<'DeclinePicture'>, state: UserState): UserEvent[] {
  pictureOf(state, command.pictureId);
  return [{ type: 'PictureDeclined', data: { pictureId: command.pictureId, note: command.note } }];
}

function returnPictureToPending(command: Command<'ReturnPictureToPending'>, state: UserState): UserEvent[] {
  const picture = pictureOf(state, command.pictureId);
  // Already awaiting review: the undo has nothing to take back.
  return !picture.approved && picture.note === null
    ? []
    : [{ type: 'PictureReturnedToPending', data: { pictureId: command.pictureId } }];
}

function removePicture(command: Command<'RemovePicture'>, state: UserState): UserEvent[] {
  pictureOf(state, command.pictureId);
  return [{ type: 'PictureRemoved', data: { pictureId: command.pictureId, byStaff: command.byStaff } }];
}

function setProfilePicture(command: Command<'SetProfilePicture'>, state: UserState): UserEvent[] {
  const picture = pictureOf(state, command.pictureId);
  if (!picture.approved) {
    throw conflictError('picture_not_approved', 'Only an approved picture can be the profile picture');
  }
  return state.profilePictureId === picture.id ? [] : [{ type: 'ProfilePictureSet', data: { pictureId: picture.id } }];
}

function bumpPicturePriority(command: Command<'BumpPicturePriority'>, state: UserState): UserEvent[] {
  pictureOf(state, command.pictureId);
  return state.pictures[0]?.id === command.pictureId
    ? []
    : [{ type: 'PicturePriorityBumped', data: { pictureId: command.pictureId } }];
}

/** Rotation may need VIP (the caller says whether), and at most ROTATION_LIMIT pictures rotate. */
function setPictureRotation(command: Command<'SetPictureRotation'>, state: UserState, now: Date): UserEvent[] {
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

function reorderPictures(command: Command<'ReorderPictures'>, state: UserState): UserEvent[] {
  const current = state.pictures.map((picture) => picture.id).sort();
  const given = [...command.pictureIds].sort();
  if (JSON.stringify(current) !== JSON.stringify(given)) {
    throw new DomainError(400, 'invalid_request', 'pictureIds must list every picture of the gallery once');
  }
  return [{ type: 'PicturesReordered', data: { pictureIds: command.pictureIds } }];
}

function addVerificationPicture(command: Command<'AddVerificationPicture'>, state: UserState): UserEvent[] {
  if (state.verificationState === 'verified') {
    throw conflictError('already_verified', 'This profile is already verified');
  }
  return [{ type: 'VerificationPictureAdded', data: { pictureId: command.pictureId, url: command.url } }];
}
