import { unreachable } from '../../unreachable';
import type { UserEvent } from '../events';
import type { Picture } from '../pictures';
import type { UserState } from '../state';
import { userEventGroup, type UserEventOf } from './group';

const PICTURE_EVENTS = [
  'PictureAdded',
  'PictureApproved',
  'PictureDeclined',
  'PictureReturnedToPending',
  'PictureRemoved',
  'ProfilePictureSet',
  'PicturePriorityBumped',
  'PictureRotationChanged',
  'PicturesReordered',
  'VerificationPictureAdded',
] as const satisfies readonly UserEvent['type'][];

export const isPictureEvent = userEventGroup(PICTURE_EVENTS);

/** The gallery, its moderation and order, and the verification pictures (docs/product.md §4 moderation, §5). */
export function evolvePictures(state: UserState, event: UserEventOf<(typeof PICTURE_EVENTS)[number]>): UserState {
  switch (event.type) {
    case 'PictureAdded':
      return { ...state, pictures: [...state.pictures, addedPicture(event)] };
    case 'PictureApproved':
      return withPicture(state, event.data.pictureId, { approved: true, pending: false, note: null });
    case 'PictureDeclined':
      return withPicture(state, event.data.pictureId, { approved: false, pending: true, note: event.data.note });
    case 'PictureReturnedToPending':
      return withPicture(state, event.data.pictureId, { approved: false, pending: true, note: null });
    case 'PictureRemoved':
      return withoutPicture(state, event.data.pictureId);
    case 'ProfilePictureSet':
      return { ...state, profilePictureId: event.data.pictureId };
    case 'PicturePriorityBumped':
      return { ...state, pictures: reorder(state.pictures, [event.data.pictureId]) };
    case 'PictureRotationChanged':
      return withPicture(state, event.data.pictureId, { inRotation: event.data.inRotation });
    case 'PicturesReordered':
      return { ...state, pictures: reorder(state.pictures, event.data.pictureIds) };
    case 'VerificationPictureAdded':
      return verificationPictureAdded(state, event);
    default:
      return unreachable(event, 'picture event');
  }
}

/** A new picture awaits moderation, outside the rotation. */
function addedPicture(event: UserEventOf<'PictureAdded'>): Picture {
  const { pictureId, ...file } = event.data;
  return { id: pictureId, ...file, approved: false, pending: true, note: null, inRotation: false, addedAt: event.at };
}

function withPicture(state: UserState, pictureId: string, change: Partial<Picture>): UserState {
  return {
    ...state,
    pictures: state.pictures.map((picture) => (picture.id === pictureId ? { ...picture, ...change } : picture)),
  };
}

/** Removing the chosen profile picture leaves none chosen (the first approved one is shown). */
function withoutPicture(state: UserState, pictureId: string): UserState {
  return {
    ...state,
    pictures: state.pictures.filter((picture) => picture.id !== pictureId),
    profilePictureId: state.profilePictureId === pictureId ? null : state.profilePictureId,
  };
}

/** The named pictures first, in the order given; the others keep their order after them. */
function reorder(pictures: readonly Picture[], firstIds: readonly string[]): Picture[] {
  const first = firstIds.flatMap((id) => pictures.filter((picture) => picture.id === id));
  return [...first, ...pictures.filter((picture) => !firstIds.includes(picture.id))];
}

/** A verification picture is for staff only; it puts verification to pending. */
function verificationPictureAdded(state: UserState, event: UserEventOf<'VerificationPictureAdded'>): UserState {
  const { pictureId, url } = event.data;
  return {
    ...state,
    verificationState: 'verificationPending',
    verificationPictures: [...state.verificationPictures, { id: pictureId, url, addedAt: event.at }],
  };
}
