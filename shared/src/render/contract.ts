/**
 * The contract between the site's server bundle (frontend/src/entry-server.tsx) and the backend that loads it
 * (backend/src/web/ssr/serverRendering.ts): typed once here, so the two sides cannot drift apart by comment.
 */

/** How the renderer's pages read the API: in the backend, the same Koa app in process (web/ssr/inProcess.ts). */
export type FetchApi = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The window a server-rendered page lives in, aligned to the clock. The site dates a page's embedded answers to
 * the start of their window, so within it a page asked again with the same answers is the same bytes, and the
 * browser still counts those answers at most 5 s old against their 15 s freshness (get-listing.ts,
 * profile-query.ts) and does not ask for them again on hydration. The backend keeps a visitor's page for the
 * rest of the same window (web/ssr/pageCache.ts), so a kept page is what a render now would send.
 */
export const PAGE_WINDOW_MS = 5_000;

export interface RenderRequest {
  /**
   * Path and query (`/en/female-escorts/montreal?travel=incall`): rendered from its canonical address (`address`),
   * so what the page does not read never changes its markup.
   */
  url: string;
  /** config.PUBLIC_URL: canonical and alternate addresses never come from the Host header. */
  origin: string;
  /**
   * A live session came with the request (a cookie that opens none is a visitor's): who is signed in is left for
   * the browser to ask.
   */
  signedIn: boolean;
  /** The `region` cookie (lib/remembered-region.ts): the home shows that region's profiles. */
  region?: string;
}

/** What the server does with an address: the page's one canonical address, or what the site does instead. */
export type PageAddress =
  | { kind: 'client' }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** `region`: the remembered region as the page reads it (the home's profiles), else none. */
  | { kind: 'page'; url: string; region?: string };

/** A page's parts, for the built index.html (backend/src/web/ssr/template.ts). */
export interface RenderedPage {
  lang: string;
  /** Title, description, canonical and alternates, previews, structured data, critical styles. */
  head: string;
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** The page's data as JSON, `<` escaped, for the browser's query cache. */
  state: string;
}

export type RenderResult =
  | { kind: 'client' }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | ({
      kind: 'page';
      status: number;
      /**
       * The same object for every request the render cache answered with this render: with an equal `state`,
       * the server may send the document it made for the previous one (backend/src/web/ssr).
       */
      markup: object;
      /** Milliseconds spent reading the page's data and rendering it (the answer's Server-Timing). */
      timing: { data: number; render: number; cached: boolean };
    } & RenderedPage);

export interface RendererOptions {
  fetchApi: FetchApi;
  /** The clock pages, their windows and the ads' minute follow; `Date.now` by default. */
  now?: () => number;
}

/** One app's renderer: its own API, render cache and ad draws (nothing is shared between two apps). */
export interface Renderer {
  /**
   * What the server does with an address before reading anything: a redirect, the browser's page, or the
   * canonical address (known parameters only, in one order) and the remembered region when the page reads it.
   */
  address(url: string, region?: string): PageAddress;
  render(request: RenderRequest): Promise<RenderResult>;
}

/** The server bundle's exports (frontend/dist-server/entry-server.js). */
export interface ServerEntry {
  /** The site this bundle was built for (WEBSITE=QC|CA): the server refuses a bundle of the other one. */
  website: string;
  createRenderer(options: RendererOptions): Renderer;
}
