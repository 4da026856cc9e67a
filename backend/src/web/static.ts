import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import { COMPRESSIBLE, compressedFiles, preferredEncoding } from './compressed';
import { builtPages, type PagePolicyOptions } from './pagePolicy';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileAt(root: string, urlPath: string): Promise<{ file: string; size: number; mtime: Date } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  // Never outside the folder, whatever the path says.
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { file, size: info.size, mtime: info.mtime } : null;
}

/** The path below `prefix` (`/hq/users` under `/hq` is `/users`), or null when the path is not under it. */
function below(prefix: string, urlPath: string): string | null {
  if (prefix === '/') return urlPath;
  if (urlPath === prefix) return '/';
  return urlPath.startsWith(`${prefix}/`) ? urlPath.slice(prefix.length) : null;
}

/** Only a path naming a file type we serve can be a file; `/user/jade.4` is a page of the app. */
export function looksLikeFile(urlPath: string): boolean {
  return path.extname(urlPath).toLowerCase() in TYPES;
}

/**
 * Serves a built single-page app from `root` under `prefix` (`/`, or a path such as `/hq` without its
 * trailing slash): files as they are (hashed assets cached for a year), and `index.html` for every other
 * GET so the client router handles the path. API paths are never answered here, nor `/hqx` for `/hq`.
 */
export function serveApp(root: string, prefix = '/', policyOptions: PagePolicyOptions = {}) {
  const base = path.resolve(root);
  const compressed = compressedFiles();
  const pageOf = builtPages(policyOptions);
  return async (ctx: Context, next: Next) => {
    const relative = below(prefix, ctx.path);
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || relative === null) {
      return next();
    }
    const found =
      (await fileAt(base, relative)) ?? (looksLikeFile(relative) ? null : await fileAt(base, '/index.html'));
    if (!found) return next();
    const isIndex = found.file.endsWith(`${path.sep}index.html`);
    const extension = path.extname(found.file);
    ctx.type = TYPES[extension] ?? 'application/octet-stream';
    ctx.lastModified = found.mtime;
    if (COMPRESSIBLE.has(extension)) ctx.vary('Accept-Encoding');
    ctx.set('Cache-Control', relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (isIndex) ctx.set('Content-Security-Policy', (await pageOf(found.file, found.mtime.getTime())).policy);
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const encoding = COMPRESSIBLE.has(extension) ? preferredEncoding(ctx.get('Accept-Encoding')) : null;
    if (encoding) {
      const bytes = await compressed(found.file, found.mtime, encoding);
      ctx.set('Content-Encoding', encoding);
      ctx.length = bytes.length;
      ctx.body = ctx.method === 'HEAD' ? null : bytes;
      return;
    }
    ctx.length = found.size;
    ctx.body = ctx.method === 'HEAD' ? null : createReadStream(found.file);
  };
}
