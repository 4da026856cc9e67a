import { PUBLIC_READ_MODELS } from '@annuaire/shared';
import { commitCount } from '../../runtime/rememberedUntilCommit';

/**
 * The version of what a visitor's page shows: a count that moves whenever one of the public read models
 * (PUBLIC_READ_MODELS, shared/src/render/readModels.ts) commits in this process. `serverRendering` takes it as
 * `publicVersion`.
 */
export function publicReadModelsVersion(): () => number {
  return commitCount(PUBLIC_READ_MODELS);
}
