import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text types worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

export type Encoding = 'br' | 'gzip';

/** The best encoding the browser accepts (brotli is about a fifth smaller than gzip for our bundles). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Compressed copies of built files, made once per file version and kept in memory: a build is a few MB of
 * text, and compressing at the highest levels on every request would cost more than serving it.
 */
export function compressedFiles() {
  const cache = new Map<string, Promise<Buffer>>();
  return (file: string, mtime: Date, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding}:${file}:${mtime.getTime()}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = readFile(file).then((bytes) =>
        encoding === 'br'
          ? brotli(bytes, {
              params: {
                // The best quality takes seconds on the staff app's 2 MB chunk; one notch less, a quarter second.
                [zlib.constants.BROTLI_PARAM_QUALITY]: bytes.length > 512 * 1024 ? 9 : 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            })
          : gzip(bytes, { level: 9 }),
      );
      // A failed read is not remembered: the next request tries again.
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  };
}
