import type { PictureMimeType } from '@annuaire/shared';
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../api/errors';
import { checkDeclaredPixels, decodeSlots, MAX_PICTURE_PIXELS } from './decoding';

/** A picture ready to store: re-encoded, oriented, without any metadata. */
export interface CleanPicture {
  readonly buffer: Buffer;
  readonly width: number;
  readonly height: number;
  readonly extension: 'jpg' | 'png' | 'webp' | 'avif';
  readonly contentType: string;
}

/** Originals larger than this are scaled down: the image endpoint serves at most 1200 px anyway. */
const MAX_SIDE = 4096;

const ENCODERS: Record<CleanPicture['extension'], { contentType: string; encode: (image: Sharp) => Sharp }> = {
  jpg: { contentType: 'image/jpeg', encode: (image) => image.jpeg({ quality: 90, mozjpeg: true }) },
  png: { contentType: 'image/png', encode: (image) => image.png() },
  webp: { contentType: 'image/webp', encode: (image) => image.webp({ quality: 90 }) },
  avif: { contentType: 'image/avif', encode: (image) => image.avif({ quality: 70 }) },
};

const EXTENSION_OF: Record<PictureMimeType, CleanPicture['extension']> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  // Only the raster of an SVG is ever stored: librsvg runs no script, and a PNG cannot carry one.
  'image/svg+xml': 'png',
};

export const unreadablePicture = () =>
  new HttpError(415, 'unsupported_media_type', 'The file is not a readable PNG, JPEG, WebP, AVIF or SVG picture');

/**
 * Re-encodes an upload so nothing but pixels survives: EXIF (GPS, camera serials), XMP, ICC profiles
 * and comments are dropped by sharp unless asked to keep them, which we never do, so a photo cannot
 * reveal where its author lives. The EXIF orientation is applied to the pixels first.
 *
 * The declared size is checked from the header before anything is decoded (422 past MAX_PICTURE_PIXELS),
 * then the decode waits for one of the few decode slots; if `signal` aborts meanwhile (the client went
 * away), it is never decoded.
 */
export async function sanitizePicture(
  bytes: Buffer,
  type: PictureMimeType,
  signal?: AbortSignal,
): Promise<CleanPicture> {
  const extension = EXTENSION_OF[type];
  const { contentType, encode } = ENCODERS[extension];
  if (!(await checkDeclaredPixels(bytes))) throw unreadablePicture();
  return decodeSlots.run(
    async () => {
      try {
        // The same bound again, in case a format's header understates what the decoder then produces.
        const image = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
          .rotate()
          .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
        const { data, info } = await encode(image).toBuffer({ resolveWithObject: true });
        return { buffer: data, width: info.width, height: info.height, extension, contentType };
      } catch {
        // The magic bytes matched but the decoder refused the rest: not a picture we can publish.
        throw unreadablePicture();
      }
    },
    { signal },
  );
}
