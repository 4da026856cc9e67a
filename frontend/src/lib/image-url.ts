import type { IMAGE_QUALITIES as SHARED_QUALITIES, IMAGE_WIDTHS as SHARED_WIDTHS } from '@annuaire/shared';

/*
 * The sizes the image endpoint serves (docs/product.md §9). Written here rather than imported: shared's module also
 * holds classic zod schemas, which would follow into every page showing a picture. The `satisfies`
 * clauses keep both lists tied to shared's at type-check time.
 */
const IMAGE_WIDTHS = [640, 1200] as const satisfies readonly (typeof SHARED_WIDTHS)[number][];

export type ImageWidth = (typeof SHARED_WIDTHS)[number];
export type ImageQuality = (typeof SHARED_QUALITIES)[number];

/** docs/product.md §9 qualities by use: thumbnails low, cards the loader's default, galleries medium, full screen high. */
export const IMAGE_QUALITY = {
  low: 60,
  card: 75,
  medium: 85,
  high: 100,
} as const satisfies Record<string, ImageQuality>;

/** A stored picture as the API describes it: a storage key (never a URL to load as is) and its size. */
export interface StoredPicture {
  url: string;
  width: number;
  height: number;
}

/**
 * The optimisation endpoint's address for a storage key (docs/product.md §7): the server resizes to one of the two
 * widths and re-encodes (AVIF/WebP by `Accept`), so the site never loads an original.
 */
export function imageUrl(key: string, width: ImageWidth, quality: ImageQuality = IMAGE_QUALITY.card): string {
  const params = new URLSearchParams({ url: key, w: String(width), q: String(quality) });
  return `/api/images?${params.toString()}`;
}

/** Both widths as a `srcSet`, so the browser picks by layout size and pixel density. */
export function imageSrcSet(key: string, quality: ImageQuality = IMAGE_QUALITY.card): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(key, width, quality)} ${width}w`).join(', ');
}

/** A stored picture's default source and both widths, as an `<img>` (components/ProfileImage.tsx) or a preload asks. */
export function pictureSources(
  key: string,
  quality: ImageQuality = IMAGE_QUALITY.card,
): { src: string; srcSet: string } {
  return { src: imageUrl(key, 640, quality), srcSet: imageSrcSet(key, quality) };
}

/** Generated placeholders (docs/product.md §7) are 600 × 800, like a portrait photo, so cards keep their shape. */
export const PLACEHOLDER_SIZE = { width: 600, height: 800 } as const;
