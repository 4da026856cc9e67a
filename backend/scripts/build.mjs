// `npm run build:server`: the backend, with the `shared` and `projections` workspaces it imports, compiled to
// plain JavaScript for `node` (the image runs neither tsx nor esbuild). One ES module per entry point, directly in
// backend/dist: config.ts finds the repository root two folders above its own file (REPOSITORY_ROOT), which
// holds for backend/dist/*.js as it does for backend/src/config.ts. npm packages stay imports (node_modules is
// the runtime stage's production install); the workspaces are bundled in, since their package.json files export
// TypeScript sources that plain node cannot load. Why a bundle rather than `tsc` emit: the sources import one
// another without file extensions (moduleResolution "Bundler"), which node's ES module loader refuses.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(backend, 'dist');

/**
 * What the image runs: the API, the projections worker, and the operator's commands (admin, backup, restore,
 * audit, analytics: an analyst's export and the data dictionary). Not seed (demo data) nor verifyKurrentDb (runs
 * vitest): those are development tools.
 */
export const ENTRY_POINTS = {
  main: 'src/main.ts',
  projections: 'src/cli/projections.ts',
  admin: 'src/cli/admin.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
  audit: 'src/cli/audit.ts',
  analytics: 'src/cli/analytics.ts',
};

/** Every bare import except our own workspaces stays an import, resolved from node_modules at run time. */
const packagesExternal = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@annuaire/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The build's esbuild options: backend/src/housekeeping/deployment.unit.spec.ts bundles with them too. */
export const buildOptions = () => ({
  absWorkingDir: backend,
  entryPoints: ENTRY_POINTS,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Stack traces name the TypeScript files and lines.
  sourcemap: 'linked',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  plugins: [packagesExternal],
});

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await rm(outdir, { recursive: true, force: true });
  const started = performance.now();
  const result = await build(buildOptions());
  const files = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
  for (const [file, { bytes }] of files) {
    console.log(`${path.relative(process.cwd(), path.resolve(backend, file))}  ${(bytes / 1024).toFixed(0)} KB`);
  }
  console.log(`built ${files.length} entry points in ${Math.round(performance.now() - started)} ms`);
}
