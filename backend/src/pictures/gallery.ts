import {
  hasPermission,
  moderationStateOf,
  profilePictureOf,
  type Picture,
  type PictureModerationState,
  type UserState,
} from '@annuaire/shared';
import type { Actor } from '../api/context';

/** Staff with PICTURE_REVIEW (moderators, admins) see and act on anyone's pictures (docs/product.md §6). */
export const mayReview = (actor: Actor | null) => hasPermission(actor?.role, 'PICTURE_REVIEW');

/** The owner and reviewers may manage a gallery, and see its pending, declined and verification pictures. */
export const mayManage = (actor: Actor | null, ownerId: string) => actor?.userId === ownerId || mayReview(actor);

/** Storage keys name their owner, so the image endpoint can check who may see a file. */
export const galleryKey = (userId: string, pictureId: string, extension: string) =>
  `users/${userId}/${pictureId}.${extension}`;
export const verificationKey = (userId: string, pictureId: string, extension: string) =>
  `users/${userId}/verification/${pictureId}.${extension}`;

const KEY = /^users\/([A-Za-z0-9_-]{1,64})\/(verification\/)?([A-Za-z0-9_-]{1,64})\.(?:jpg|png|webp|avif)$/;

export function parsePictureKey(key: string): { userId: string; verification: boolean } | null {
  const match = KEY.exec(key);
  return match ? { userId: match[1]!, verification: match[2] !== undefined } : null;
}

/** One gallery picture as the API answers it. `url` is the storage key to pass to `/api/images?url=`. */
export interface PictureDto {
  readonly _id: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly approved: boolean;
  readonly pending: boolean;
  readonly note: string | null;
  readonly state: PictureModerationState;
  readonly inRotation: boolean;
  readonly addedAt: string;
}

export interface GalleryDto {
  readonly userId: string;
  /** The card picture (chosen and approved, else the first approved), null for the placeholder. */
  readonly profilePictureId: string | null;
  readonly pictures: PictureDto[];
  /** Only for the owner and reviewers. */
  readonly verificationPictures?: Array<{ _id: string; url: string; addedAt: string }>;
}

export const pictureDtoOf = (picture: Picture): PictureDto => ({
  _id: picture.id,
  url: picture.url,
  width: picture.width,
  height: picture.height,
  approved: picture.approved,
  pending: picture.pending,
  note: picture.note,
  state: moderationStateOf(picture),
  inRotation: picture.inRotation,
  addedAt: picture.addedAt,
});

/** The gallery as `viewer` may see it: everything for the owner and reviewers, approved pictures for others. */
export function galleryOf(state: UserState, viewer: Actor | null): GalleryDto {
  const full = mayManage(viewer, state.userId);
  const pictures = full ? state.pictures : state.pictures.filter((picture) => picture.approved);
  return {
    userId: state.userId,
    profilePictureId: profilePictureOf(state.pictures, state.profilePictureId)?.id ?? null,
    pictures: pictures.map(pictureDtoOf),
    ...(full
      ? {
          verificationPictures: state.verificationPictures.map(({ id, url, addedAt }) => ({ _id: id, url, addedAt })),
        }
      : {}),
  };
}
