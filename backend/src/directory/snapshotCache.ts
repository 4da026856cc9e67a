import { currentSnapshot } from '@annuaire/projections';
import type { ApiDependencies } from '../api/dependencies';
import { rememberedUntilCommit } from '../runtime/rememberedUntilCommit';

/**
 * The directory's current snapshot number, remembered between requests until the directory worker commits
 * (runtime/rememberedUntilCommit.ts).
 */
export function snapshotCache(db: ApiDependencies['db']) {
  return rememberedUntilCommit('directory', () => currentSnapshot(db));
}
