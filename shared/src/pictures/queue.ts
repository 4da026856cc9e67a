import type { Picture, PictureModerationState } from '../users/pictures';

/**
 * A row of the picture moderation queue (docs/api.md, Staff tools: pictures): a member's picture and its state.
 * Its id joins owner and picture, so one id is enough to act on it.
 */
export interface QueuePicture extends Pick<Picture, 'url' | 'width' | 'height' | 'note' | 'addedAt'> {
  readonly id: string;
  readonly userId: string;
  readonly username: string;
  readonly pictureId: string;
  readonly state: PictureModerationState;
}
