import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type Koa from 'koa';
import type { Context, Next } from 'koa';
import { PAGE_WINDOW_MS, type Renderer, type ServerEntry } from '@annuaire/shared';
import { stateOf } from '../../api/context';
import { builtPages, type PagePolicyOptions } from '../pagePolicy';
import { answerBytes } from '../answerBytes';
import { looksLikeFile } from '../static';
import { inProcessApi } from './inProcess';
import { pageCache, type SentPage } from './pageCache';
import { RENDER_BOUNDS, renderGate, type RenderBounds, type Refusal } from './renderGate';
import { pageHtml, type RenderedPage } from './template';

export { publicReadModelsVersion } from './publicVersion';

/**
 * The region of the visitor's last listing (frontend/src/lib/remembered-region.ts): the home renders its profiles.
 * Public pages already vary with the Cookie header (web/httpCache.ts), so shared caches keep one copy per region.
 */
const REGION_COOKIE = 'region';

/** A maintenance is announced for a few minutes at a time: crawlers come back then (docs/product.md §2). */
const MAINTENANCE_RETRY_AFTER_S = 300;

/** Documents kept at once (a listing's is about 240 KB before compression). */
const KEPT_PAGES_BYTES = 64 * 1024 * 1024;

type Outcome =
  /** The browser's page (index.html); `refused` when it is because a render was past its bounds (renderGate.ts). */
  | { kind: 'client'; refused?: Refusal }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'page'; page: SentPage; timing: string };

export interface ServerRenderingOptions extends PagePolicyOptions {
  /** The built site (frontend/dist), whose index.html is the page template. */
  siteDir: string;
  /** The site's server bundle (frontend/dist-server); without it the browser renders every page, as before. */
  serverDir: string;
  publicUrl: string;
  website: string;
  /**
   * The version of the public read models (PUBLIC_READ_MODELS, shared/src/render/readModels.ts): moves whenever
   * one of them commits in this process (runtime/rememberedUntilCommit.ts `commitCount`). A visitor's kept page
   * is not answered once it moved.
   */
  publicVersion: () => number;
  /** How many renders at once and how much of them per client (renderGate.ts); the product's by default. */
  bounds?: RenderBounds;
  /** The clock the kept pages' windows and the renderer follow (tests hold it still). */
  now?: () => number;
}

/**
 * Public pages rendered on the server (home, listings, profiles, information pages, not-found,
 * maintenance): real status codes, the page's head, its markup and data. Every other address, and any page
 * when the server bundle is missing or was built for the other site, goes on to the built index.html
 * (serveApp), which the browser renders. Cache-Control is left to the caching middleware, which knows
 * the variant's policy: the page is marked `ctx.state.publicPage`.
 */
export function serverRendering(app: Koa, options: ServerRenderingOptions) {
  const entryFile = path.join(options.serverDir, 'entry-server.js');
  const templateFile = path.join(options.siteDir, 'index.html');
  // The bundle is loaded once per process (an `import` is), but each app gets its own renderer: its own API,
  // render cache and ad draws, so two apps built in one process never answer each other's pages.
  let entry: Promise<Renderer | null> | undefined;
  const loadEntry = () =>
    (entry ??= (async () => {
      if (!existsSync(entryFile)) return null;
      const module = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
      if (module.website !== options.website) {
        app.emit('error', new Error(`The site's server bundle is for ${module.website}, not ${options.website}`));
        return null;
      }
      return module.createRenderer({ fetchApi: inProcessApi(app, options.publicUrl), now: options.now });
    })());
  const pageOf = builtPages(options);
  // The document last made from each render the site's render cache holds (`markup`), reused while the page's
  // embedded data and the template are the same: a page asked a hundred times a second is then assembled a
  // few times a minute, and its bytes (and their compressed copies, web/httpCache.ts) are the same each time.
  const documents = new WeakMap<object, { template: string; state: string; bytes: Buffer }>();
  const documentOf = (template: string, rendered: RenderedPage & { markup: object }): Buffer => {
    const known = documents.get(rendered.markup);
    if (known && known.template === template && known.state === rendered.state) return known.bytes;
    const bytes = answerBytes(pageHtml(template, rendered));
    documents.set(rendered.markup, { template, state: rendered.state, bytes });
    return bytes;
  };
  const template = async () => pageOf(templateFile, (await stat(templateFile)).mtimeMs);

  /** The page for a request: rendered (from the render cache when its inputs are unchanged) and assembled. */
  const renderPage = async (
    renderer: Renderer,
    request: { url: string; signedIn: boolean; region?: string },
  ): Promise<Outcome> => {
    const started = performance.now();
    const result = await renderer.render({ ...request, origin: options.publicUrl });
    if (result.kind !== 'page') return result;
    const { html, policy } = await template();
    const { data, render, cached } = result.timing;
    const timing = `data;dur=${data.toFixed(1)}, render;dur=${render.toFixed(1)}${cached ? ';desc="cached"' : ''}, total;dur=${(performance.now() - started).toFixed(1)}`;
    return { kind: 'page', page: { status: result.status, policy, html: documentOf(html, result) }, timing };
  };
  // Visitors' pages are kept for the rest of the window the site dates its embedded answers to (PAGE_WINDOW_MS),
  // so a kept page is what a render now would send. A change reaches them at once when its read model's worker
  // runs in this process, within the window otherwise (PROJECTIONS=off: the workers run elsewhere), as the ads
  // drawn in turn do (pageCache.ts).
  const pages = pageCache({ windowMs: PAGE_WINDOW_MS, maxBytes: KEPT_PAGES_BYTES, now: options.now });
  const gate = renderGate(options.bounds ?? RENDER_BOUNDS);

  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || looksLikeFile(ctx.path)) {
      return next();
    }
    const renderer = await loadEntry().catch((error: unknown) => {
      app.emit('error', error, ctx);
      return null;
    });
    if (!renderer) return next();
    const started = performance.now();
    let outcome: Outcome;
    try {
      outcome = await pageFor(ctx, renderer, started);
    } catch (error) {
      // A page that fails to render on the server is still the browser's to render.
      app.emit('error', error, ctx);
      return next();
    }
    if (outcome.kind === 'client') {
      if (outcome.refused) ctx.set('Server-Timing', `page;desc="client", busy;desc="${outcome.refused}"`);
      return next();
    }
    if (outcome.kind === 'redirect') {
      ctx.redirect(outcome.location);
      ctx.status = outcome.status;
      return;
    }
    const { page, timing } = outcome;
    ctx.state.publicPage = true;
    ctx.status = page.status;
    if (page.status === 503) ctx.set('Retry-After', String(MAINTENANCE_RETRY_AFTER_S));
    ctx.set('Content-Security-Policy', page.policy);
    ctx.set('Server-Timing', timing);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = ctx.method === 'HEAD' ? null : page.html;
  };

  /**
   * What answers a page request. The address is read first (no data, no React): a redirect or the browser's page
   * at once, else the page's canonical address, which the render and the kept page both use, so an address with
   * parameters no page reads is its canonical page (docs/product.md §9, "visitor's page kept on the server").
   * Who is signed in is the live session the session middleware found (auth/sessions.ts), with its member: a
   * cookie that opens no session is a visitor's, whose page is kept.
   */
  async function pageFor(ctx: Context, renderer: Renderer, started: number): Promise<Outcome> {
    const addressed = renderer.address(ctx.url, ctx.cookies.get(REGION_COOKIE));
    if (addressed.kind !== 'page') return addressed;
    const request = { url: addressed.url, signedIn: Boolean(stateOf(ctx).actor), region: addressed.region };
    if (request.signedIn) {
      const slot = gate.enter(ctx.ip);
      // A member's page is never kept: past the bounds, the browser renders it.
      if ('refused' in slot) return { kind: 'client', refused: slot.refused };
      try {
        return await renderPage(renderer, request);
      } finally {
        slot.release();
      }
    }
    return visitorPage(ctx.ip, renderer, request, started);
  }

  /**
   * A visitor's page: kept for the rest of its window by canonical address and remembered region until a read
   * model the pages show commits, or rendered. The render that makes it answers its own request with its own
   * timing; the others say "kept". A render runs only within the bounds (renderGate.ts): past them the visitor
   * gets the last page made for the address, at most two windows (10 s) old and perhaps from before the last
   * commit, which is still fresher than what the shared caches may hand out (docs/product.md §9 "public caching":
   * 60 s, and 120 s stale), else the page the browser renders.
   */
  async function visitorPage(
    client: string,
    renderer: Renderer,
    request: { url: string; signedIn: boolean; region?: string },
    started: number,
  ): Promise<Outcome> {
    const mine: { outcome?: Outcome } = {};
    const key = `${request.region ?? ''}\n${request.url}`;
    const version = options.publicVersion();
    // Kept, or under way for another visitor: answered without a render of this one's.
    let slot: { release(): void } | undefined;
    if (!pages.has(key, version)) {
      const entered = gate.enter(client);
      if ('refused' in entered) {
        const stale = pages.stale(key);
        if (!stale) return { kind: 'client', refused: entered.refused };
        const total = (performance.now() - started).toFixed(1);
        return {
          kind: 'page',
          page: stale,
          timing: `page;desc="stale", busy;desc="${entered.refused}", total;dur=${total}`,
        };
      }
      slot = entered;
    }
    let page: SentPage | null;
    try {
      ({ page } = await pages.get(
        key,
        async () => {
          const outcome = await renderPage(renderer, request);
          mine.outcome = outcome;
          return outcome.kind === 'page' ? outcome.page : null;
        },
        version,
      ));
    } finally {
      slot?.release();
    }
    if (mine.outcome) return mine.outcome;
    // Not kept: a page for the browser, decided before any data is read; the render said so to the one who made it.
    if (!page) return { kind: 'client' };
    return { kind: 'page', page, timing: `page;desc="kept", total;dur=${(performance.now() - started).toFixed(1)}` };
  }
}
