import { createCache } from '@annuaire/shared';

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
   * The window pages live in, aligned to the clock: the render contract's PAGE_WINDOW_MS (shared/src/render), the
   * one the site dates its embedded answers to, so a kept page never holds answers older than a page rendered now
   * could.
   */
  windowMs: number;
  /** Bytes of documents kept at once; past it the oldest go first. The window before keeps its own until it ends. */
  maxBytes: number;
  now?: () => number;
}

/**
 * Visitors' pages kept for the rest of their window, by a key the caller makes (serverRendering: the page's
 * canonical address and the remembered region) and a version (a count of the public read models' commits: a kept
 * page is not answered once it moved). Rendering a page again, even from the render cache, reads its answers
 * through the API in process, compares them and embeds them: milliseconds per page. A page asked by every visitor
 * of a busy listing is then made once per window or change instead: a lookup. A signed-in visitor's page is never
 * kept (serverRendering). The shared cache primitive (shared/src/cache) does the keeping.
 */
export function pageCache(options: PageCacheOptions) {
  const pages = createCache<SentPage | null>({
    windowMs: options.windowMs,
    maxSize: options.maxBytes,
    sizeOf: (page) => page?.html.length ?? 0,
    // One huge page never pushes out all the others.
    maxItemSize: options.maxBytes / 10,
    evict: 'oldestInserted',
    // Neither a page for the browser (null) nor a failure (a 5xx: the data could not be read) is kept: the next
    // visitor asks again.
    keep: (page) => page !== null && page.status < 500,
    now: options.now,
  });

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
      const { value, cached } = await pages.lookup(key, make, version);
      return { page: value, kept: cached };
    },

    /** Whether `get` would answer without making the page: kept for this window and version, or under way. */
    has: (key: string, version = 0): boolean => pages.has(key, version),

    /**
     * The last page made for `key` even if the read models moved since or its window ended (at most the window
     * before this one: 2 windows old), for a visitor the server cannot render for now (serverRendering.ts).
     */
    stale: (key: string): SentPage | null => pages.stale(key) ?? null,

    get size() {
      return pages.size;
    },
  };
}
