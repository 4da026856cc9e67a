// `npm start` runs this first: builds the public site (frontend/dist) and the staff app (backoffice/dist,
// served under /hq) when never built, built for another variant (WEBSITE=QC|CA), or built from other
// sources than those now on disk, so a fresh clone serves both with nothing but `npm install && npm start`
// and a changed checkout never serves a stale bundle. `npm run build` rebuilds both at any time.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const website = process.env.WEBSITE ?? 'QC';

/** Each app, and what its bundle is made from besides node_modules. */
const APPS = [
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

/** Every file under the given paths, in a stable order; tests are left out, they never reach a bundle. */
function filesOf(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !/\.spec\.tsx?$/.test(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesOf(path.join(relative, entry.name)));
}

/** The variant and a digest of the sources: what the stamp beside a bundle records. */
function stampOf(app) {
  const hash = createHash('sha256');
  for (const file of app.sources.flatMap(filesOf)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return `${website}\n${hash.digest('hex')}\n`;
}

for (const app of APPS) {
  const dist = path.join(root, app.dir, 'dist');
  const stampFile = path.join(dist, '.variant');
  const stamp = stampOf(app);
  const built =
    existsSync(path.join(dist, 'index.html')) &&
    (app.alsoBuilt ?? []).every((file) => existsSync(path.join(root, file))) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp;
  if (built) continue;
  console.log(`[annuaire] building the ${website} ${app.label}`);
  const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEBSITE: website },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
}
