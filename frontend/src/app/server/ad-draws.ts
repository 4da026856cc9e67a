import { createCache } from '@annuaire/shared';
import { RENDER_CLOCK_MS } from './render-cache';

/** Different draws of one placement of one page the server keeps per minute, handed out in turn. */
export const AD_DRAWS_PER_MINUTE = 4;

/**
 * The ads a server-rendered page shows (docs/product.md §6 choosing a block), drawn by `GET /api/ads`.
 *
 * The render cache (render-cache.ts) keys a page by every answer it read, ads included: a fresh draw for each
 * visitor would make nearly every guest listing a new key, and each one a ~50 ms render. So for each placement
 * of each page (its `/api/ads` address) the server keeps up to `AD_DRAWS_PER_MINUTE` draws for the render
 * cache's minute and hands them out in turn: a page is rendered at most that many times a minute for its ads.
 *
 * Why this stays fair: every kept draw is an ordinary weighted draw of the API, visitors are spread evenly
 * over them, and each minute starts afresh, so over an hour a block's share of a page's views is still
 * proportional to its weight; only the order in which visitors see the blocks is grouped within a minute.
 * Advertisers pay by impressions the browser reports as actually seen (features/ads/impressions.ts), never by
 * renders. A block switched off keeps showing on server-rendered pages for at most that minute (its click is
 * refused by `/go` as for a page left open). A failed draw is not kept.
 *
 * A kept draw's blocks carry the tokens the API signed for it (docs/product.md §6 counting ads), so every visitor
 * of that page in that minute reports the same tokens. The API knows: it drew them for the server render (its
 * in-process request, backend/src/web/ssr/inProcess.ts) and marked them shared inside the signature, so they count
 * once per token and visitor address, where a draw the browser asks for itself counts once per token.
 */
export function adDraws<T>(size = AD_DRAWS_PER_MINUTE, now: () => number = Date.now) {
  // This minute's pools by address; the whole map goes when the minute turns (the primitive's window).
  const pools = createCache<{ draws: Array<Promise<T> | undefined>; next: number }>({ windowMs: RENDER_CLOCK_MS, now });
  return {
    /** One of this minute's draws for `url`, drawing with `draw` when its turn holds none yet. */
    take(url: string, draw: () => Promise<T>): Promise<T> {
      let pool = pools.peek(url);
      if (!pool) {
        pool = { draws: [], next: 0 };
        pools.set(url, pool);
      }
      const turn = pool.next;
      pool.next = (turn + 1) % size;
      const held = pool.draws[turn];
      if (held) return held;
      const fresh = draw();
      const kept = pool;
      kept.draws[turn] = fresh;
      fresh.catch(() => {
        if (kept.draws[turn] === fresh) kept.draws[turn] = undefined;
      });
      return fresh;
    },
  };
}

/** One renderer's draws (entry-server.tsx `createRenderer`): two apps in a process never share a page's ads. */
export type AdDraws<T> = ReturnType<typeof adDraws<T>>;
