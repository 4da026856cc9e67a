import { createHash } from 'node:crypto';
import { IMAGE_QUALITIES, IMAGE_WIDTHS } from '@annuaire/shared';
import type { PictureStorage } from './storage';

export type VariantFormat = 'avif' | 'webp' | 'jpeg';
export const VARIANT_FORMATS: readonly VariantFormat[] = ['avif', 'webp', 'jpeg'];

export interface VariantSize {
  readonly width: number;
  readonly quality: number;
  readonly format: VariantFormat;
}

export interface VariantCache {
  /**
   * The stored variant, or the one `render` makes (then stored): the fallback for a variant the upload
   * job has not made (yet). Concurrent requests render once.
   */
  get(key: string, size: VariantSize, render: () => Promise<Buffer>): Promise<Buffer>;
  /** The stored variant, or null: nothing is rendered. */
  read(key: string, size: VariantSize): Promise<Buffer | null>;
  /** Stores a variant made ahead of any request (pictures/prerender.ts). */
  put(key: string, size: VariantSize, body: Buffer): Promise<void>;
  /** Drops every variant of a picture (it was removed). */
  forget(key: string): Promise<void>;
  /** How many variants were rendered on request since start: each one was a slow first view. */
  readonly renderedOnRequest: () => number;
}

const CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** `variants/{sha256(key)}/{w}-{q}.{format}`: one folder per picture, whatever its key looks like. */
export const variantKeyOf = (key: string, { width, quality, format }: VariantSize) =>
  `variants/${createHash('sha256').update(key).digest('hex')}/${width}-${quality}.${format}`;

/** Every size the image routes can answer (they snap requests to these), so `forget` can remove them all. */
const EVERY_SIZE: readonly VariantSize[] = IMAGE_WIDTHS.flatMap((width) =>
  IMAGE_QUALITIES.flatMap((quality) => VARIANT_FORMATS.map((format) => ({ width, quality, format }))),
);

/**
 * Resized variants kept in the pictures' own storage, beside the originals: on local disk the folder
 * `variants/` of the pictures directory, on S3 the same bucket, so every replica reads what the upload
 * job or another replica made. A picture is encoded once per size, quality and format.
 */
export function variantCache(storage: PictureStorage): VariantCache {
  const rendering = new Map<string, Promise<Buffer>>();
  let renderedOnRequest = 0;

  const readOrRender = async (variantKey: string, format: VariantFormat, render: () => Promise<Buffer>) => {
    const stored = await storage.get(variantKey);
    if (stored) return stored;
    renderedOnRequest += 1;
    const body = await render();
    await storage.put(variantKey, body, CONTENT_TYPES[format]);
    return body;
  };

  return {
    get(key, size, render) {
      const variantKey = variantKeyOf(key, size);
      let pending = rendering.get(variantKey);
      if (!pending) {
        pending = readOrRender(variantKey, size.format, render).finally(() => rendering.delete(variantKey));
        rendering.set(variantKey, pending);
      }
      return pending;
    },
    read: (key, size) => storage.get(variantKeyOf(key, size)),
    put: (key, size, body) => storage.put(variantKeyOf(key, size), body, CONTENT_TYPES[size.format]),
    async forget(key) {
      await Promise.all(EVERY_SIZE.map((size) => storage.delete(variantKeyOf(key, size))));
    },
    renderedOnRequest: () => renderedOnRequest,
  };
}
