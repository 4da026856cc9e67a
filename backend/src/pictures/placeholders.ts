import Router from '@koa/router';
import sharp from 'sharp';
import { HttpError } from '../api/errors';
import { IMAGE_HEADERS, PUBLIC_CACHE } from './headers';

/** Placeholders 1–5 (women, trans women) and 6–11 (men, trans men), as `placeholderOf` picks them (docs/product.md §7). */
export const PLACEHOLDER_PATH = /^\/?cached\/placeholders\/(\d{1,2})\.jpg$/;

/** One hue per placeholder, so neighbouring cards without pictures do not look identical. */
const HUES = [330, 350, 15, 285, 305, 200, 215, 230, 175, 190, 255] as const;

/** A neutral silhouette on a gradient: no face, no initial, nothing explicit. */
function svgOf(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 55%, 74%)"/>
    <stop offset="1" stop-color="hsl(${(hue + 35) % 360}, 45%, 40%)"/>
  </linearGradient></defs>
  <rect width="600" height="800" fill="url(#g)"/>
  <g fill="#ffffff" fill-opacity="0.5">
    <circle cx="300" cy="320" r="115"/>
    <path d="M95 800 C95 600 190 490 300 490 C410 490 505 600 505 800 Z"/>
  </g>
</svg>`;
}

const rendered = new Map<number, Promise<Buffer>>();

/** Placeholder `n` (1–11) as JPEG bytes, or null; drawn at first use and then kept in memory (~20 kB each). */
export function placeholderImage(n: number): Promise<Buffer> | null {
  const hue = HUES[n - 1];
  if (!Number.isInteger(n) || hue === undefined) return null;
  let image = rendered.get(n);
  if (!image) {
    image = sharp(Buffer.from(svgOf(hue)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    rendered.set(n, image);
  }
  return image;
}

/** `GET /cached/placeholders/{1-11}.jpg`, cached for a year by browsers and CDNs: the pictures never change. */
export function placeholdersRouter(): Router {
  const router = new Router();
  router.get('/cached/placeholders/:file', async (ctx) => {
    const match = PLACEHOLDER_PATH.exec(ctx.path);
    const image = match ? placeholderImage(Number(match[1])) : null;
    if (!image) throw new HttpError(404, 'not_found', 'No such placeholder');
    ctx.set({ ...IMAGE_HEADERS, 'Cache-Control': PUBLIC_CACHE });
    ctx.type = 'image/jpeg';
    ctx.body = await image;
  });
  return router;
}
