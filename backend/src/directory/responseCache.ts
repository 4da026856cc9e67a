/**
 * A small in-process cache of public directory answers (SPEC §7: listings are cached 15 s). Keys start
 * with the directory snapshot, so any change to a listing's entries makes a new key at once; the TTL
 * only bounds how long the clock-based rules (under review for 12 hours, inactive after 18 days) and
 * card-only edits can lag. Answers are kept serialised: a hit costs no JSON work.
 */
export function responseCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { body: string; expires: number }>();
  return {
    async get(key: string, compute: () => Promise<unknown>): Promise<string> {
      const clock = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > clock) return hit.body;
      const body = JSON.stringify(await compute());
      // Map keeps insertion order: dropping the oldest keys is enough for a bounded cache.
      while (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { body, expires: clock + options.ttlMs });
      return body;
    },
  };
}
