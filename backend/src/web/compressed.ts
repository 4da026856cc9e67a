import { readFile } from 'node:fs/promises';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text types worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

export type Encoding = 'br' | 'gzip';

/**
 * The best encoding the browser accepts (brotli is about a fifth smaller than gzip for our bundles), from an
 * `Accept-Encoding` such as `gzip, deflate, br` or `br;q=0, gzip`: a coding with `q=0` is refused, and `*`
 * stands for any coding not named.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Levels for answers compressed on every request (JSON, rendered pages). Measured on a 24-card listing of
 * 18.9 KB: gzip 6 gives 4.1 KB for 0.12 ms of CPU, brotli 4 4.0 KB for 0.15 ms, brotli 5 3.9 KB for twice
 * that, brotli 11 3.6 KB for 27 ms; so brotli 4 and gzip 6 (README, HTTP caching).
 */
export const DYNAMIC_BROTLI_QUALITY = 4;
export const DYNAMIC_GZIP_LEVEL = 6;

/** One answer's bytes compressed at the dynamic levels. */
export function compressAnswer(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzip(bytes, { level: DYNAMIC_GZIP_LEVEL });
}

/**
 * A compressing stream for a page written as it renders: every chunk is flushed as it comes, so the browser
 * gets the head and the first cards while the rest of the page is still being rendered.
 */
export function compressingStream(encoding: Encoding): Transform {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.createGzip({ level: DYNAMIC_GZIP_LEVEL, flush: zlib.constants.Z_SYNC_FLUSH });
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
