import type { Context } from 'koa';
import { encodeVariant as encodePictureVariant } from '../pictures/decoding';
import { receivePicture } from '../pictures/receive';
import type { CleanPicture } from '../pictures/sanitize';
import { pictureMedia, type PictureMedia } from '../pictures/media';
import type { VariantFormat } from '../pictures/variants';

/** Where campaign pictures are kept and their resized variants cached: the members' storage, its own keys. */
export type BlockMedia = PictureMedia;
export const blockMedia = pictureMedia;

/**
 * Reads, sniffs, strips and stores an upload exactly as the members' gallery does (same limits, same
 * handling of cut-off or oversized bodies, same decode slots); `record` runs the command, and a refusal
 * removes the stored file again so nothing stays behind.
 */
export async function receiveBlockPicture<T>(
  ctx: Context,
  media: BlockMedia,
  keyOf: (extension: string) => string,
  record: (key: string, clean: CleanPicture) => Promise<T>,
): Promise<T> {
  const { recorded } = await receivePicture(ctx, media, (clean) => keyOf(clean.extension), record);
  return recorded;
}

/** One served size of a stored picture, as `/api/images` encodes members' pictures (and in the same slots). */
export function encodeVariant(source: Buffer, width: number, quality: number, format: VariantFormat): Promise<Buffer> {
  return encodePictureVariant(source, width, quality, format);
}
