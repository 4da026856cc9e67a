import path from 'node:path';
import type { Context } from 'koa';
import sharp from 'sharp';
import type { Config } from '../../config';
import { HttpError } from '../../api/errors';
import { sanitizePicture, type CleanPicture } from '../../pictures/sanitize';
import { sniffPictureType } from '../../pictures/sniff';
import { picturesDirOf, storageOf, type PictureStorage } from '../../pictures/storage';
import { readUploadedFile } from '../../pictures/upload';
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
 * Reads, sniffs, strips and stores an upload as the members' gallery does; `record` runs the command,
 * and a refusal removes the stored file again so nothing stays behind.
 */
export async function receiveBlockPicture<T>(
  ctx: Context,
  media: BlockMedia,
  keyOf: (extension: string) => string,
  record: (key: string, clean: CleanPicture) => Promise<T>,
): Promise<T> {
  const bytes = await readUploadedFile(ctx.req);
  const type = sniffPictureType(bytes);
  if (!type) throw new HttpError(415, 'unsupported_media_type', 'Pictures are PNG, JPEG, WebP, AVIF or SVG files');
  const clean = await sanitizePicture(bytes, type);
  const key = keyOf(clean.extension);
  await media.storage.put(key, clean.buffer, clean.contentType);
  try {
    return await record(key, clean);
  } catch (error) {
    await media.storage.delete(key);
    throw error;
  }
}

/** One served size of a stored picture, as `/api/images` encodes members' pictures. */
export function encodeVariant(source: Buffer, width: number, quality: number, format: VariantFormat): Promise<Buffer> {
  const resized = sharp(source).resize({ width, withoutEnlargement: true });
  if (format === 'avif') return resized.avif({ quality }).toBuffer();
  if (format === 'webp') return resized.webp({ quality }).toBuffer();
  return resized.jpeg({ quality, mozjpeg: true }).toBuffer();
}
