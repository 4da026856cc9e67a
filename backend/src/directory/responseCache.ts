import { answerBytes } from '../web/answerBytes';

/**
 * A small in-process cache of public directory answers (docs/product.md §7: listings are cached 15 s). Keys start
 * with the directory snapshot, so any change to a listing's entries makes a new key at once; the TTL
 * only bounds how long the clock-based rules (under review for 12 hours, inactive after 18 days) and
 * card-only edits can lag. Answers are kept as hashed bytes (web/answerBytes.ts): a hit costs no JSON work, no
 * conversion and no hashing for its ETag.
 */
export function responseCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { body: Buffer; expires: number }>();
  /** Computations under way: requests for the same key wait for one instead of each running the query. */
  const pending = new Map<string, Promise<Buffer>>();
  const compute = async (key: string, run: () => Promise<unknown>) => {
    const body = answerBytes(JSON.stringify(await run()));
    // Map keeps insertion order: dropping the oldest keys is enough for a bounded cache.
    while (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { body, expires: Date.now() + options.ttlMs });
    return body;
  };
  return {
    get(key: string, run: () => Promise<unknown>): Promise<Buffer> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return Promise.resolve(hit.body);
      let flight = pending.get(key);
      if (!flight) {
        flight = compute(key, run).finally(() => pending.delete(key));
        pending.set(key, flight);
      }
      return flight;
    },
  };
}
