import type { Picture, PictureModerationState } from '@annuaire/shared';

/** A row of the moderation queue (docs/api.md, Staff tools: pictures): a member's picture and its state. */
export interface QueuePicture extends Pick<Picture, 'url' | 'width' | 'height' | 'note' | 'addedAt'> {
  readonly id: string;
  readonly userId: string;
  readonly username: string;
  readonly pictureId: string;
  readonly state: PictureModerationState;
}
