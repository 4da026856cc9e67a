import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDocSection } from '../docSections';
import { keyOf, readManifest, sizeOf, staticClosure, type Size } from './manifest';
import { renderBundleReport, type RouteRow } from './report';
import { INITIAL_JS_BUDGET, MEASURED_ROUTES } from './routes';

const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(here, '../../..');
const frontend = path.join(repository, 'frontend');
// Not `npx vite`: inside a workspace npx runs from the workspace's folder, not from `root`.
const vite = path.join(repository, 'node_modules', '.bin', 'vite');

function viteBuild(root: string, outDir: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build in ${root} exited ${code}`))));
  });
}

/** What the browser runs for the entry alone: index.html's script and its static imports. */
async function entrySize(outDir: string): Promise<{ size: Size; keys: Set<string> }> {
  const manifest = await readManifest(outDir);
  const keys = staticClosure(manifest, ['index.html']);
  return { size: await sizeOf(outDir, manifest, keys), keys };
}

async function measureVariant(website: 'QC' | 'CA', outDir: string): Promise<{ shell: Size; routes: RouteRow[] }> {
  await viteBuild(frontend, outDir, { WEBSITE: website });
  const manifest = await readManifest(outDir);
  const locale = website === 'QC' ? 'fr' : 'en';
  const shell = await entrySize(outDir);
  const routes: RouteRow[] = [];
  for (const route of MEASURED_ROUTES) {
    const namespaces = ['common', ...route.namespaces].map((ns) => keyOf(manifest, `src/locales/${locale}/${ns}.json`));
    const modules = route.modules.map((module) => keyOf(manifest, module));
    const keys = staticClosure(manifest, ['index.html', ...modules, ...namespaces]);
    routes.push({ name: route.name, website, size: await sizeOf(outDir, manifest, keys) });
  }
  return { shell: shell.size, routes };
}

/** `npm run bench -- bundle [--quick]`: initial JavaScript per page of both site variants vs a bare React app. */
export async function runBundleBench(args: string[]): Promise<number> {
  const quick = args.includes('--quick');
  const work = await mkdtemp(path.join(os.tmpdir(), 'annuaire-bundle-'));
  try {
    const floorDir = path.join(work, 'floor');
    await viteBuild(path.join(here, 'floor'), floorDir);
    const floor = (await entrySize(floorDir)).size;
    const qc = await measureVariant('QC', path.join(work, 'qc'));
    const ca = await measureVariant('CA', path.join(work, 'ca'));
    const report = renderBundleReport({
      floor,
      shells: { QC: qc.shell, CA: ca.shell },
      routes: [...qc.routes, ...ca.routes],
      budget: INITIAL_JS_BUDGET,
    });
    console.log(report);
    if (!quick) await writeDocSection('bundle', report);
    return 0;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
