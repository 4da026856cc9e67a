import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import type { SiteVariant } from '@annuaire/shared';
import { notFound } from '../api/errors';
import { REPOSITORY_ROOT } from '../config';

/** The address has no version in it: a day, then the browser checks the ETag (httpCache.ts adds it). */
export const FAVICON_CACHE = 'public, max-age=86400';

/**
 * `GET /favicon.ico`: what browsers, feed readers and crawlers ask for when a page names no icon (a JSON
 * answer opened in a tab, a crawler's first look). It answers the variant's SVG favicon itself, typed
 * `image/svg+xml` (browsers go by the type, not the `.ico` name), rather than a 301 to `/favicon-qc.svg`: one
 * request instead of two, and no permanent redirect kept by browsers should the icon's file ever move. The
 * file is frontend/public's in a checkout, frontend/dist's where only the built site ships (the Docker
 * image); read once per process, or answered 404 while neither is there.
 */
export function faviconRouter({ config }: { config: { WEBSITE: SiteVariant } }): Router {
  const name = `favicon-${config.WEBSITE.toLowerCase()}.svg`;
  const candidates = ['public', 'dist'].map((folder) => path.join(REPOSITORY_ROOT, 'frontend', folder, name));
  let svg: Buffer | null = null;
  const read = async () => {
    for (const file of candidates) {
      svg ??= await readFile(file).catch(() => null);
    }
    return svg;
  };

  const router = new Router();
  router.get('/favicon.ico', async (ctx) => {
    const bytes = svg ?? (await read());
    if (!bytes) throw notFound('No favicon');
    ctx.type = 'image/svg+xml';
    ctx.set('Cache-Control', FAVICON_CACHE);
    ctx.body = bytes;
  });
  return router;
}
