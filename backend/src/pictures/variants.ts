import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type VariantFormat = 'avif' | 'webp' | 'jpeg';

export interface VariantCache {
  /** The cached variant, or the one `render` makes (then cached); concurrent requests render once. */
  get(
    key: string,
    width: number,
    quality: number,
    format: VariantFormat,
    render: () => Promise<Buffer>,
  ): Promise<Buffer>;
  /** Drops every variant of a picture (it was removed). */
  forget(key: string): Promise<void>;
}

/**
 * Resized variants on local disk, one folder per picture (`{sha256(key)}/{w}-{q}.{format}`), so a
 * picture is encoded once per size, quality and format, and removing it removes them all. The cache is
 * per replica: with S3 each replica warms its own.
 */
export function variantCache(root: string): VariantCache {
  const folderOf = (key: string) => path.join(root, createHash('sha256').update(key).digest('hex'));
  const rendering = new Map<string, Promise<Buffer>>();

  const readOrRender = async (file: string, render: () => Promise<Buffer>) => {
    const cached = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (cached) return cached;
    const body = await render();
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
    return body;
  };

  return {
    get(key, width, quality, format, render) {
      const file = path.join(folderOf(key), `${width}-${quality}.${format}`);
      let pending = rendering.get(file);
      if (!pending) {
        pending = readOrRender(file, render).finally(() => rendering.delete(file));
        rendering.set(file, pending);
      }
      return pending;
    },
    async forget(key) {
      await rm(folderOf(key), { recursive: true, force: true });
    },
  };
}
