import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunk keys a browser fetches to run `keys`: each one and, transitively, its static imports. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The manifest key of a source module (its path relative to the build root), or the locale file. */
export function keyOf(manifest: Manifest, source: string): string {
  if (manifest[source]) return source;
  throw new Error(`${source} has no chunk of its own in the build (is it imported lazily?)`);
}

export interface Size {
  files: number;
  raw: number;
  gzip: number;
}

/** Raw and gzip (level 9, as Vite reports it) bytes of the JavaScript of the given chunks. */
export async function sizeOf(outDir: string, manifest: Manifest, keys: Iterable<string>): Promise<Size> {
  const size: Size = { files: 0, raw: 0, gzip: 0 };
  for (const key of keys) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const bytes = await readFile(path.join(outDir, file));
    size.files += 1;
    size.raw += bytes.length;
    size.gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return size;
}
