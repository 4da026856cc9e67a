/** A row of the moderation queue (docs/api.md, Staff tools: pictures). */
export interface QueuePicture {
  readonly id: string;
  readonly userId: string;
  readonly username: string;
  readonly pictureId: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly state: 'pending' | 'declined' | 'approved';
  readonly note: string | null;
  readonly addedAt: string;
}
