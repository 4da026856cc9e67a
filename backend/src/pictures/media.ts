import type { Context } from 'koa';
import type { Kysely } from 'kysely';
import type { RateLimitDatabase } from '../auth/rateLimit';
import type { Config } from '../config';
import { storageOf, type PictureStorage } from './storage';
import { uploadRate } from './uploadRate';
import { queueVariants, type VariantJobsDatabase } from './variantJobs';
import { variantCache, type VariantCache } from './variants';

/**
 * Where members' pictures are kept (local disk or S3, from the configuration), their resized variants
 * beside them, the queue that prepares those variants right after an upload, and the per-member upload rate.
 */
export interface PictureMedia {
  readonly storage: PictureStorage;
  readonly variants: VariantCache;
  /** Queues the standard variants of a newly stored picture, as `owner`'s work (pictures/variantJobs.ts). */
  readonly prepare: (key: string, owner?: string) => Promise<void>;
  /** Counts an upload against its sender, and refuses it (429) past the per-member rate (pictures/uploadRate.ts). */
  readonly admitUpload: (ctx: Context) => Promise<void>;
}

/** One per app: the pictures routes, the images route and the variant job share it. */
export function pictureMedia(config: Config, db: Kysely<VariantJobsDatabase & RateLimitDatabase>): PictureMedia {
  const storage = storageOf(config);
  return {
    storage,
    variants: variantCache(storage),
    prepare: (key, owner) => queueVariants(db, key, owner),
    admitUpload: uploadRate(db),
  };
}
