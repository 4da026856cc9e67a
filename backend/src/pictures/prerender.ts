import { encodePixels, resizedPixels, type ResizedPixels } from './decoding';
import type { PictureStorage } from './storage';
import type { VariantCache, VariantFormat, VariantSize } from './variants';

/** The formats browsers ask for (AVIF, else WebP): JPEG, for the rare browser that reads neither, stays on request. */
const PREPARED_FORMATS: readonly VariantFormat[] = ['avif', 'webp'];

/**
 * The sizes made right after upload (docs/product.md §9), most seen first: cards (75), the gallery and its
 * full screen (85), thumbnails and avatars (60), each at both widths. The full-quality viewer (100) and
 * JPEG are rare and heavy, so they are still made on their first request.
 */
export const STANDARD_VARIANTS: readonly VariantSize[] = [75, 85, 60].flatMap((quality) =>
  [640, 1200].flatMap((width) => PREPARED_FORMATS.map((format) => ({ width, quality, format }))),
);

export interface PrerenderResult {
  /** Variants encoded and stored by this run. */
  readonly rendered: number;
  /** False when the original is gone (the picture was removed meanwhile): nothing left to do. */
  readonly found: boolean;
}

/**
 * Makes every standard variant of a stored picture that is not stored yet (a request may have made some
 * meanwhile), so its first view reads a file. Safe to run again after a crash: it resumes where it stopped.
 */
export async function prerenderVariants(
  media: { storage: PictureStorage; variants: VariantCache },
  key: string,
  signal?: AbortSignal,
): Promise<PrerenderResult> {
  const original = await media.storage.get(key);
  if (!original) return { rendered: 0, found: false };
  const pixels = new Map<number, Promise<ResizedPixels>>();
  const encoded = new Map<string, Promise<Buffer>>();
  let rendered = 0;
  for (const size of STANDARD_VARIANTS) {
    signal?.throwIfAborted();
    if (await media.variants.read(key, size)) continue;
    let resized = pixels.get(size.width);
    if (!resized) {
      resized = resizedPixels(original, size.width);
      pixels.set(size.width, resized);
    }
    const { info } = await resized;
    // A picture narrower than 1,200 px is the same at both widths: encoded once, stored under each.
    const same = `${info.width}-${size.quality}-${size.format}`;
    let body = encoded.get(same);
    if (!body) {
      body = encodePixels(await resized, size.quality, size.format);
      encoded.set(same, body);
    }
    await media.variants.put(key, size, await body);
    rendered += 1;
  }
  return { rendered, found: true };
}
