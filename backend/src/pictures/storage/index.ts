import path from 'node:path';
import type { Config } from '../../config';
import { diskStorage } from './disk';
import type { PictureStorage } from './port';
import { s3Storage } from './s3';

export type { PictureStorage } from './port';

export type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'PICTURES_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The folder of local picture files and of the image variant cache. */
export const picturesDirOf = (config: Pick<Config, 'DATA_DIR' | 'PICTURES_DIR'>) =>
  path.resolve(config.PICTURES_DIR ?? path.join(config.DATA_DIR, 'pictures'));

/** The storage the configuration selects: S3 when `S3_BUCKET` is set, local disk otherwise. */
export function storageOf(config: StorageConfig): PictureStorage {
  return config.S3_BUCKET
    ? s3Storage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      })
    : diskStorage(picturesDirOf(config));
}
