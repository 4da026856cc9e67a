import path from 'node:path';
import type { Context } from 'koa';
import type { Config } from '../../config';
import { encodeVariant as encodePictureVariant } from '../../pictures/decoding';
import { receivePicture } from '../../pictures/receive';
import type { CleanPicture } from '../../pictures/sanitize';
import { picturesDirOf, storageOf, type PictureStorage } from '../../pictures/storage';
import { variantCache, type VariantCache, type VariantFormat } from '../../pictures/variants';

/** Where campaign pictures are kept and their resized variants cached: the members' storage, its own keys. */
export interface BlockMedia {
  readonly storage: PictureStorage;
  readonly variants: VariantCache;
}

export function blockMedia(config: Config): BlockMedia {
  return {
    storage: storageOf(config),
    variants: variantCache(path.join(picturesDirOf(config), 'variants')),
  };
}

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
  const { recorded } = await receivePicture(ctx, media.storage, (clean) => keyOf(clean.extension), record);
  return recorded;
}

/** One served size of a stored picture, as `/api/images` encodes members' pictures (and in the same slots). */
export function encodeVariant(source: Buffer, width: number, quality: number, format: VariantFormat): Promise<Buffer> {
  return encodePictureVariant(source, width, quality, format);
}
