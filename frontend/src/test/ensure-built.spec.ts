import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import rootPackage from '../../../package.json';
import { APPS, ensureBuilt, isBuilt, STAMP_FILE, type App } from '../../scripts/ensure-built.mjs';
import { temporaryCheckout, type TemporaryCheckout } from '../../scripts/ensure-built.testing.mjs';

/**
 * What `npm start` (frontend/scripts/ensure-built.mjs) decides to build, in a throwaway checkout with a fake
 * build: Vite empties dist/ (the stamp with it) and writes the bundles; the real builds are never run.
 */
describe('ensure-built', () => {
  let checkout: TemporaryCheckout;
  let builds: string[];
  const fakeBuild = (_root: string, app: App) => {
    builds.push(app.label);
    checkout.remove(`${app.dir}/dist`);
    checkout.write(`${app.dir}/dist/index.html`, '<!doctype html>');
    for (const file of app.alsoBuilt ?? []) checkout.write(file, 'export {}');
    return 0;
  };
  const start = (website = 'QC') => {
    builds = [];
    return ensureBuilt({ root: checkout.root, website, build: fakeBuild, log: () => {} });
  };
  const buildAll = (website = 'QC') => {
    builds = [];
    return ensureBuilt({ root: checkout.root, website, force: true, build: fakeBuild, log: () => {} });
  };

  beforeEach(() => {
    checkout = temporaryCheckout({
      'frontend/src/main.tsx': 'site',
      'frontend/public/favicon-qc.svg': '<svg/>',
      'frontend/index.html': '<html>',
      'frontend/package.json': '{}',
      'backoffice/src/main.tsx': 'staff',
      'backoffice/index.html': '<html>',
      'backoffice/package.json': '{}',
      'shared/src/index.ts': 'shared',
    });
    builds = [];
  });
  afterEach(() => checkout.dispose());

  it('`npm run build` goes through it with --force, so what it builds is stamped', () => {
    expect(rootPackage.scripts.build).toBe('node frontend/scripts/ensure-built.mjs --force');
    expect(rootPackage.scripts.start).toMatch(/^node frontend\/scripts\/ensure-built\.mjs && /);
  });

  it('builds both apps on a fresh checkout, and nothing on the next start', () => {
    expect(start()).toEqual({ built: ['site', 'staff app'], status: 0 });
    expect(checkout.read(`frontend/dist/${STAMP_FILE}`)).toMatch(/^QC\n[0-9a-f]{64}\n$/);
    expect(start().built).toEqual([]);
  });

  it('after `npm run build`, `npm start` builds nothing', () => {
    expect(buildAll()).toEqual({ built: ['site', 'staff app'], status: 0 });
    for (const app of APPS) expect(isBuilt(checkout.root, app, 'QC')).toBe(true);
    expect(start().built).toEqual([]);
    expect(builds).toEqual([]);
  });

  it('`npm run build` builds again even when the bundles are current', () => {
    start();
    expect(buildAll().built).toEqual(['site', 'staff app']);
  });

  it('a source saved after the build rebuilds the app it belongs to', () => {
    buildAll();
    checkout.write('frontend/src/main.tsx', 'site, changed');
    expect(start().built).toEqual(['site']);
    checkout.write('backoffice/src/new-list.tsx', 'a new file');
    expect(start().built).toEqual(['staff app']);
    checkout.write('shared/src/index.ts', 'shared, changed');
    expect(start().built).toEqual(['site', 'staff app']);
    expect(start().built).toEqual([]);
  });

  it('a spec saved after the build rebuilds nothing: specs never reach a bundle', () => {
    buildAll();
    checkout.write('frontend/src/main.spec.tsx', 'a test');
    expect(start().built).toEqual([]);
  });

  it('the other variant, or a missing bundle, rebuilds', () => {
    buildAll('QC');
    expect(start('CA').built).toEqual(['site', 'staff app']);
    checkout.remove('frontend/dist-server');
    expect(start('CA').built).toEqual(['site']);
  });

  it('a failed build stops with its status and leaves no stamp vouching for the old bundle', () => {
    buildAll();
    checkout.write('frontend/src/main.tsx', 'site, broken');
    builds = [];
    const result = ensureBuilt({ root: checkout.root, website: 'QC', build: () => 2, log: () => {} });
    expect(result).toEqual({ built: [], status: 2 });
    expect(checkout.exists(`frontend/dist/${STAMP_FILE}`)).toBe(false);
    checkout.write('frontend/src/main.tsx', 'site');
    expect(start().built).toEqual(['site']);
  });
});
