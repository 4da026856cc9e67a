import path from 'node:path';
import type { Config } from '../config';
import { picturesDirOf, storageOf, type PictureStorage } from './storage';
import { variantCache, type VariantCache } from './variants';

/** Where members' pictures are kept (local disk or S3, from the configuration) and their resized variants cached. */
export interface PictureMedia {
  readonly storage: PictureStorage;
  readonly variants: VariantCache;
}

/** One per app: the pictures routes and the images route share it. */
export function pictureMedia(config: Config): PictureMedia {
  return { storage: storageOf(config), variants: variantCache(path.join(picturesDirOf(config), 'variants')) };
}
