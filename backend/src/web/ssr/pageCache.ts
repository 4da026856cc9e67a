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
  /** Bytes of documents kept at once; past it the oldest go first. */
  maxBytes: number;
  now?: () => number;
}

/**
 * Visitors' pages kept for the rest of their window, by a key the caller makes (serverRendering: the address,
 * the remembered region and a count of the read models' commits). Rendering a page again, even from the render
 * cache, reads its answers through the API in process, compares them and embeds them: milliseconds per page.
 * A page asked by every visitor of a busy listing is then made once per window or change instead: a lookup.
 * A signed-in visitor's page is never kept (serverRendering).
 */
export function pageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  let window = -1;
  const entries = new Map<string, SentPage>();
  /** Renders under way: visitors asking together for a page not yet kept wait for one render. */
  const pending = new Map<string, Promise<SentPage | null>>();
  let used = 0;

  const keep = (key: string, page: SentPage) => {
    if (page.html.length > options.maxBytes / 10) return; // one huge page never pushes out all the others
    entries.set(key, page);
    used += page.html.length;
    for (const [oldest, old] of entries) {
      if (used <= options.maxBytes) break;
      entries.delete(oldest);
      used -= old.html.length;
    }
  };

  return {
    /**
     * The page for `key` in the current window: kept, under way, or made by `make` (null when there is no page
     * to keep: a redirect, or one for the browser to render). A failure of `make` reaches every waiting caller
     * and is not kept.
     */
    async get(key: string, make: () => Promise<SentPage | null>): Promise<{ page: SentPage | null; kept: boolean }> {
      const current = Math.floor(now() / options.windowMs);
      if (current !== window) {
        // A new window: every page kept belongs to an older one.
        window = current;
        entries.clear();
        used = 0;
      }
      const windowed = `${current}\n${key}`;
      const held = entries.get(windowed);
      if (held) return { page: held, kept: true };
      let flight = pending.get(windowed);
      if (!flight) {
        flight = make()
          .then((page) => {
            // Made while the window turned: it belongs to the one it started in, which is gone.
            if (page && Math.floor(now() / options.windowMs) === current) keep(windowed, page);
            return page;
          })
          .finally(() => pending.delete(windowed));
        pending.set(windowed, flight);
      }
      return { page: await flight, kept: false };
    },
    get size() {
      return entries.size;
    },
  };
}
