import { createCache } from '@annuaire/shared';
import { answerBytes } from '../web/answerBytes';

/**
 * How long a cached public directory answer may serve, for every route that keeps one (directory/api.ts, home.ts;
 * docs/product.md §7 caches listings 15 s).
 */
export const CACHE_TTL_MS = 10_000;

/**
 * A small in-process cache of public directory answers (docs/product.md §7: listings are cached 15 s). Keys start
 * with the directory snapshot, so any change to a listing's entries makes a new key at once; the TTL
 * only bounds how long the clock-based rules (under review for 12 hours, inactive after 18 days) and
 * card-only edits can lag. Answers are kept as hashed bytes (web/answerBytes.ts): a hit costs no JSON work, no
 * conversion and no hashing for its ETag. Requests for the same key arriving together wait for one computation
 * (the shared cache primitive, shared/src/cache).
 */
export function responseCache(options: { ttlMs?: number; maxEntries: number; now?: () => number }) {
  const answers = createCache<Buffer>({
    ttlMs: options.ttlMs ?? CACHE_TTL_MS,
    maxEntries: options.maxEntries,
    evict: 'oldestInserted',
    now: options.now,
  });
  return {
    get: (key: string, run: () => Promise<unknown>): Promise<Buffer> =>
      answers.get(key, async () => answerBytes(JSON.stringify(await run()))),
  };
}
