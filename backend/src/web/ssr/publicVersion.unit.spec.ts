import { projectionCommits, projections } from '@annuaire/projections';
import { PAGE_READS, PUBLIC_READ_MODELS } from '@annuaire/shared';
import { describe, expect, it } from 'vitest';
import { publicReadModelsVersion } from './publicVersion';

/**
 * The version visitors' kept pages follow (serverRendering `publicVersion`). Which routes the pages read, and that
 * their read models are all public, is checked where the pages are: frontend/src/app/server/page-reads.spec.ts.
 */
describe('the version of the public read models', () => {
  it('names read models the product runs', () => {
    const running = new Set(projections.map((projection) => projection.name));
    const named = [...PUBLIC_READ_MODELS, ...Object.values(PAGE_READS).flat()];
    expect(named.filter((name) => !running.has(name))).toEqual([]);
  });

  it('moves when a public read model commits in this process, not when another one does', () => {
    const version = publicReadModelsVersion();
    const before = version();
    projectionCommits.emit('commit', 'users');
    expect(version()).toBe(before);
    for (const name of PUBLIC_READ_MODELS) projectionCommits.emit('commit', name);
    expect(version()).toBe(before + PUBLIC_READ_MODELS.length);
  });
});
