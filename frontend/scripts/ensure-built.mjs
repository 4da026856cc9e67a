// `npm start` runs this first: builds the public site (frontend/dist) and the staff app (backoffice/dist,
// served under /hq) when never built, built for another variant (WEBSITE=QC|CA), or built from other
// sources than those now on disk, so a fresh clone serves both with nothing but `npm install && npm start`
// and a changed checkout never serves a stale bundle. `npm run build` runs it with `--force`: both apps are
// built whatever their stamps say, and stamped the same way, so the `npm start` after it builds nothing.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Each app, and what its bundle is made from besides node_modules. */
export const APPS = [
  {
    label: 'site',
    workspace: '@annuaire/frontend',
    dir: 'frontend',
    // The server render's bundle (frontend/dist-server) is built by the same `npm run build`.
    alsoBuilt: ['frontend/dist-server/entry-server.js'],
    sources: [
      'frontend/src',
      'frontend/public',
      'frontend/index.html',
      'frontend/vite.config.ts',
      'frontend/package.json',
      'shared/src',
    ],
  },
  {
    label: 'staff app',
    workspace: '@annuaire/backoffice',
    dir: 'backoffice',
    sources: [
      'backoffice/src',
      'backoffice/index.html',
      'backoffice/vite.config.ts',
      'backoffice/package.json',
      'shared/src',
    ],
  },
];

/** The stamp beside each bundle: the variant and the sources digest it was built from. */
export const STAMP_FILE = '.variant';

/** Every file under the given paths, in a stable order; tests are left out, they never reach a bundle. */
function filesOf(root, relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !/\.spec\.tsx?$/.test(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesOf(root, path.join(relative, entry.name)));
}

/** The variant and a digest of the sources: what the stamp beside a bundle records. */
export function stampOf(root, app, website) {
  const hash = createHash('sha256');
  for (const file of app.sources.flatMap((source) => filesOf(root, source))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return `${website}\n${hash.digest('hex')}\n`;
}

/** Whether the app's bundle on disk was built for this variant from the sources now on disk. */
export function isBuilt(root, app, website) {
  const dist = path.join(root, app.dir, 'dist');
  const stampFile = path.join(dist, STAMP_FILE);
  return (
    existsSync(path.join(dist, 'index.html')) &&
    (app.alsoBuilt ?? []).every((file) => existsSync(path.join(root, file))) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stampOf(root, app, website)
  );
}

/** `npm run build -w <app>` for the variant; its exit status. */
function buildWithNpm(root, app, website) {
  const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], {
    cwd: root,
    stdio: 'inherit',
    // The bundles are the production ones whatever the server runs as: `NODE_ENV=development npm start` (the
    // end-to-end journeys' server) must not get React's development build, which is slower and is not what
    // visitors download, nor a server bundle calling the development JSX runtime a production server lacks.
    env: { ...process.env, WEBSITE: website, NODE_ENV: 'production' },
  });
  return result.status ?? 1;
}

/**
 * Builds each app whose bundle is missing or stale (every app with `force`), then stamps it with the
 * sources it was built from: the digest is taken before the build, so a file saved during it makes the next
 * start build again. `build` runs one app's build and answers its exit status (npm, unless a test says
 * otherwise). Answers the labels built and the exit status: the first failing build's, or 0.
 */
export function ensureBuilt({ root, website, force = false, build = buildWithNpm, log = console.log }) {
  const built = [];
  for (const app of APPS) {
    if (!force && isBuilt(root, app, website)) continue;
    const stamp = stampOf(root, app, website);
    const stampFile = path.join(root, app.dir, 'dist', STAMP_FILE);
    // A build that fails half-way must not leave the last build's stamp vouching for what is there.
    rmSync(stampFile, { force: true });
    log(`[annuaire] building the ${website} ${app.label}`);
    const status = build(root, app, website);
    if (status !== 0) return { built, status };
    writeFileSync(stampFile, stamp);
    built.push(app.label);
  }
  return { built, status: 0 };
}

// Run as a script (`node frontend/scripts/ensure-built.mjs [--force]`), not when a test imports it. Node
// resolves the main module's symlinks, so the path given is compared once resolved too.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const { status } = ensureBuilt({
    root: fileURLToPath(new URL('../../', import.meta.url)),
    website: process.env.WEBSITE ?? 'QC',
    force: process.argv.includes('--force'),
  });
  if (status !== 0) process.exit(status);
}
