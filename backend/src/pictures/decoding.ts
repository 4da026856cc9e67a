import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { HttpError } from '../api/errors';
import { concurrencyLimiter } from './limiter';
import { currentPictureOwner } from './owner';
import type { VariantFormat } from './variants';

/** Pixels already resized to a served width, so several qualities and formats decode and resize once. */
export interface ResizedPixels {
  readonly data: Buffer;
  readonly info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * The most pixels an uploaded picture may declare: a 4:3 frame 8,192 px wide (≈ 50.3 MP). Phones take
 * 12 MP by default and 48–50 MP in their full-resolution modes (8,160 × 6,120 or 8,160 × 6,144), which
 * still fit; the stored original is shrunk to 4,096 px a side (≈ 16.8 MP) and the site shows at most
 * 1,200 px, so nothing larger is ever needed. Decoding cost grows with the pixel count, not the file
 * size: a 12 KB PNG declaring 9,999 × 9,999 pixels took about a second of CPU; at this bound the worst
 * case is about half that, and at most MAX_CONCURRENT_DECODES of them run at once.
 */
export const MAX_PICTURE_PIXELS = 8192 * 6144;

/**
 * Decoding and encoding run on libuv's thread pool, not the event loop, but they still take the cores
 * that answer every other request and run PostgreSQL. Half the cores (at least one, at most two) go to
 * pictures; further uploads wait their turn rather than starve the API, and members take turns
 * (docs/product.md §9, "upload"), so one member's burst does not queue everyone else's behind it.
 */
export const MAX_CONCURRENT_DECODES = Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));

/**
 * libaom's speed setting for AVIF (0 fastest, 9 slowest; sharp's default is 4). At 2 a variant encodes
 * several times faster for files a few percent larger at 640 px, up to a quarter larger at 1,200 px:
 * upload jobs and first requests cost the server seconds less per picture.
 */
const AVIF_EFFORT = 2;

/**
 * Every sharp decode of a member's or advertiser's picture goes through these slots, in the lane of the
 * member the work is for (pictures/owner.ts): an upload's sender, a variant job's uploader, an image
 * request's viewer.
 */
export const decodeSlots = concurrencyLimiter(MAX_CONCURRENT_DECODES, { ownerOf: currentPictureOwner });

const tooManyPixels = (width: number, height: number) =>
  new HttpError(
    422,
    'picture_too_many_pixels',
    `A picture is at most ${Math.floor(MAX_PICTURE_PIXELS / 1e6)} megapixels; this one is ${width} × ${height} ` +
      `(${(Math.round((width * height) / 1e5) / 10).toLocaleString('en')} megapixels). Send a smaller version.`,
  );

/**
 * Refuses a picture that declares more than MAX_PICTURE_PIXELS, from its header alone: sharp's
 * `metadata()` reads the dimensions without decoding a pixel, so a decompression bomb costs nothing.
 * Null when the header itself is unreadable (the caller answers that it is not a picture).
 */
export async function checkDeclaredPixels(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  let size: { width: number; height: number };
  try {
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height) return null;
    size = { width, height };
  } catch {
    return null;
  }
  if (size.width * size.height > MAX_PICTURE_PIXELS) throw tooManyPixels(size.width, size.height);
  return size;
}

/**
 * One served size of a stored picture (members' and campaign pictures alike), in its own decode slot.
 * Originals were checked and shrunk at upload, so no pixel limit beyond the upload's applies.
 */
export function encodeVariant(source: Buffer, width: number, quality: number, format: VariantFormat): Promise<Buffer> {
  return decodeSlots.run(() => {
    const resized = sharp(source, { limitInputPixels: MAX_PICTURE_PIXELS }).resize({
      width,
      withoutEnlargement: true,
    });
    if (format === 'avif') return resized.avif({ quality, effort: AVIF_EFFORT }).toBuffer();
    if (format === 'webp') return resized.webp({ quality }).toBuffer();
    return resized.jpeg({ quality, mozjpeg: true }).toBuffer();
  });
}

/** A stored picture decoded and resized to `width` (never enlarged), in its own decode slot. */
export function resizedPixels(source: Buffer, width: number): Promise<ResizedPixels> {
  return decodeSlots.run(async () => {
    const { data, info } = await sharp(source, { limitInputPixels: MAX_PICTURE_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  });
}

/** One quality and format of pixels `resizedPixels` made, each encode in its own slot so requests interleave. */
export function encodePixels(pixels: ResizedPixels, quality: number, format: VariantFormat): Promise<Buffer> {
  return decodeSlots.run(() => {
    const image = sharp(pixels.data, { raw: pixels.info });
    if (format === 'avif') return image.avif({ quality, effort: AVIF_EFFORT }).toBuffer();
    if (format === 'webp') return image.webp({ quality }).toBuffer();
    return image.jpeg({ quality, mozjpeg: true }).toBuffer();
  });
}
