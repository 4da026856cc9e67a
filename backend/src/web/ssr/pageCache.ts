/** A page as sent to a visitor: what `serverRendering` sets on the answer. */
export interface SentPage {
  status: number;
  /** The page's Content-Security-Policy. */
  policy: string;
  /** The document, hashed once (web/answerBytes.ts). */
  html: Buffer;
}

export interface PageCacheOptions {
  /**
   * The window pages live in, aligned to the clock: the same as the embedded answers' (frontend
   * entry-server.tsx dates them to the start of their 5-second window), so a kept page never holds answers
   * older than a page rendered now could.
   */
  windowMs: number;
  /** Bytes of documents kept at once; past it the oldest go first. The window before keeps its own until it ends. */
  maxBytes: number;
  now?: () => number;
}

interface Kept {
  page: SentPage;
  /** What the pages showed when it was made (serverRendering: the read models' commit count). */
  version: number;
}

/**
 * Visitors' pages kept for the rest of their window, by a key the caller makes (serverRendering: the page's
 * canonical address and the remembered region) and a version (a count of the read models' commits: a kept page
 * is not answered once it moved). Rendering a page again, even from the render cache, reads its answers through
 * the API in process, compares them and embeds them: milliseconds per page. A page asked by every visitor of a
 * busy listing is then made once per window or change instead: a lookup. A signed-in visitor's page is never kept
 * (serverRendering).
 */
export function pageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  let window = -1;
  let entries = new Map<string, Kept>();
  /** The pages of the window just ended, answered only by `stale`. */
  let previous = new Map<string, Kept>();
  /** Renders under way: visitors asking together for a page not yet kept wait for one render. */
  const pending = new Map<string, Promise<SentPage | null>>();
  let used = 0;

  /** The current window, its pages moved to `previous` when it is a new one. */
  const turn = (): number => {
    const current = Math.floor(now() / options.windowMs);
    if (current !== window) {
      // Every page kept belongs to an older window; the one just before stays for `stale`.
      previous = current === window + 1 ? entries : new Map();
      entries = new Map();
      used = 0;
      window = current;
    }
    return current;
  };

  const keep = (key: string, kept: Kept) => {
    if (kept.page.html.length > options.maxBytes / 10) return; // one huge page never pushes out all the others
    const replaced = entries.get(key);
    if (replaced) used -= replaced.page.html.length;
    entries.delete(key);
    entries.set(key, kept);
    used += kept.page.html.length;
    for (const [oldest, old] of entries) {
      if (used <= options.maxBytes) break;
      entries.delete(oldest);
      used -= old.page.html.length;
    }
  };

  const flightKey = (current: number, version: number, key: string) => `${current}\n${version}\n${key}`;

  return {
    /**
     * The page for `key` in the current window and `version`: kept, under way, or made by `make` (null when there
     * is no page to keep: a redirect, or one for the browser to render). A failure of `make` reaches every waiting
     * caller and is not kept.
     */
    async get(
      key: string,
      make: () => Promise<SentPage | null>,
      version = 0,
    ): Promise<{ page: SentPage | null; kept: boolean }> {
      const current = turn();
      const held = entries.get(key);
      if (held && held.version === version) return { page: held.page, kept: true };
      const windowed = flightKey(current, version, key);
      let flight = pending.get(windowed);
      if (!flight) {
        flight = make()
          .then((page) => {
            // Made while the window turned: it belongs to the one it started in, which is gone.
            // A failure (a 5xx: the data could not be read) is never kept: the next visitor asks again.
            if (page && page.status < 500 && Math.floor(now() / options.windowMs) === current)
              keep(key, { page, version });
            return page;
          })
          .finally(() => pending.delete(windowed));
        pending.set(windowed, flight);
      }
      return { page: await flight, kept: false };
    },

    /** Whether `get` would answer without making the page: kept for this window and version, or under way. */
    has(key: string, version = 0): boolean {
      const current = turn();
      return entries.get(key)?.version === version || pending.has(flightKey(current, version, key));
    },

    /**
     * The last page made for `key` even if the read models moved since or its window ended (at most the window
     * before this one: 2 windows old), for a visitor the server cannot render for now (serverRendering.ts).
     */
    stale(key: string): SentPage | null {
      turn();
      return (entries.get(key) ?? previous.get(key))?.page ?? null;
    },

    get size() {
      return entries.size;
    },
  };
}
