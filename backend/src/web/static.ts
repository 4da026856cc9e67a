import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';

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

/**
 * Serves a built single-page app from `root` under `prefix`: files as they are (hashed assets cached
 * for a year), and `index.html` for every other GET so the client router handles the path. API paths
 * are never answered here.
 */
export function serveApp(root: string, prefix = '/') {
  const base = path.resolve(root);
  return async (ctx: Context, next: Next) => {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      ctx.path.startsWith('/api/') ||
      !ctx.path.startsWith(prefix)
    ) {
      return next();
    }
    const relative = `/${ctx.path.slice(prefix.length)}`;
    const found = (await fileAt(base, relative)) ?? (path.extname(relative) ? null : await fileAt(base, '/index.html'));
    if (!found) return next();
    const isIndex = found.file.endsWith(`${path.sep}index.html`);
    ctx.type = TYPES[path.extname(found.file)] ?? 'application/octet-stream';
    ctx.length = found.size;
    ctx.lastModified = found.mtime;
    ctx.set('Cache-Control', relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (isIndex) ctx.set('X-Content-Type-Options', 'nosniff');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = ctx.method === 'HEAD' ? null : createReadStream(found.file);
  };
}
