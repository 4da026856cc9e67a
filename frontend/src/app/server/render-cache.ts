import { createCache } from '@annuaire/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** What a render produced that depends only on the page's address and data (the embedded state is made anew). */
export interface RenderedMarkup {
  status: number;
  lang: string;
  head: string;
  html: string;
}

/** Rendered pages kept at once, counted in characters of markup and key (about 30 MB of strings). */
const BUDGET_CHARS = 15_000_000;

/** How long a rendered page may be served: pages say "seen in the last hour", "member for 3 months". */
export const RENDER_CLOCK_MS = 60_000;

/**
 * The render's inputs as one string: the address, whether a session came with it, every answer the page read
 * (without the answers' timestamps) and the clock to the minute. A page is a pure function of these, so two
 * requests with the same key render the same markup. The answers follow the directory snapshot (the API's own
 * caches are keyed by it), so a change to a listing, a profile or the site settings makes a new key at once;
 * the minute keeps what pages derive from the clock (last seen, available from 21:00) as fresh as it was. A
 * visitor's ads are answers too: ad-draws.ts keeps a few draws per page and minute, so they vary the key only
 * that many times a minute (and says why the rotation stays fair).
 */
export function renderKey(url: string, signedIn: boolean, client: QueryClient, now = Date.now()): string {
  const answers = client
    .getQueryCache()
    .getAll()
    .map((query) => {
      const error: unknown = query.state.error;
      const refusal = error instanceof ApiError ? { status: error.status, body: error.body } : null;
      return [query.queryHash, query.state.status, query.state.data ?? null, refusal];
    });
  return `${url}\n${signedIn ? 1 : 0}\n${Math.floor(now / RENDER_CLOCK_MS)}\n${JSON.stringify(answers)}`;
}

/**
 * The last rendered pages by their inputs, the least recently used dropped first when over budget. React's render
 * of a listing costs ~50 ms of CPU; the same listing asked again while nothing changed costs a map lookup instead,
 * and requests arriving together for a page not yet rendered wait for one render instead of each running it
 * (the shared cache primitive, shared/src/cache). One per renderer (entry-server.tsx `createRenderer`).
 */
export function renderCache(budgetChars = BUDGET_CHARS) {
  const pages = createCache<RenderedMarkup>({
    maxSize: budgetChars,
    sizeOf: (page, key) => key.length + page.head.length + page.html.length,
    // One huge page never pushes out all the others.
    maxItemSize: budgetChars / 10,
  });
  return {
    /** The page for `key`, rendered by `render` unless held or under way; `cached` says whether it was held. */
    async get(key: string, render: () => Promise<RenderedMarkup>): Promise<{ page: RenderedMarkup; cached: boolean }> {
      const { value, cached } = await pages.lookup(key, render);
      return { page: value, cached };
    },
    get size() {
      return pages.size;
    },
  };
}
