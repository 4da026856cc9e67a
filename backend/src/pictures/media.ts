import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { storageOf, type PictureStorage } from './storage';
import { queueVariants, type VariantJobsDatabase } from './variantJobs';
import { variantCache, type VariantCache } from './variants';

/**
 * Where members' pictures are kept (local disk or S3, from the configuration), their resized variants
 * beside them, and the queue that prepares those variants right after an upload.
 */
export interface PictureMedia {
  readonly storage: PictureStorage;
  readonly variants: VariantCache;
  /** Queues the standard variants of a newly stored picture (pictures/variantJobs.ts). */
  readonly prepare: (key: string) => Promise<void>;
}

/** One per app: the pictures routes, the images route and the variant job share it. */
export function pictureMedia(config: Config, db: Kysely<VariantJobsDatabase>): PictureMedia {
  const storage = storageOf(config);
  return { storage, variants: variantCache(storage), prepare: (key) => queueVariants(db, key) };
}
