import path from 'node:path';
import type Router from '@koa/router';
import type { ApiDependencies } from '../api/dependencies';
import { picturesRouter } from './api';
import { imagesRouter } from './images';
import { placeholdersRouter } from './placeholders';
import { picturesDirOf, storageOf } from './storage';
import { variantCache } from './variants';

/**
 * Every route of the pictures slice, sharing one storage (from the configuration: local disk or S3) and
 * one disk cache of resized variants.
 */
export function picturesRouters(deps: ApiDependencies): Router[] {
  const storage = storageOf(deps.config);
  const variants = variantCache(path.join(picturesDirOf(deps.config), 'variants'));
  return [picturesRouter(deps, { storage, variants }), imagesRouter(deps, { storage, variants }), placeholdersRouter()];
}
