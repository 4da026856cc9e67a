import { CacheProvider } from '@emotion/react';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/AppRoutes';
import { preloadRoute } from '@/app/page-route';
import { appRoutes } from '@/app/routes';
import { serverStyleCache, styleTags } from '@/app/server/emotion';
import { headTags, scriptJson } from '@/app/server/head-tags';
import { pageAddress as addressOf, type PageAddress } from '@/app/server/page-address';
import { loadPageData, pageHead, statusOf, type RenderedPlan } from '@/app/server/page-data';
import { leafMatcher, planPage, type LeafOf } from '@/app/server/page-plan';
import { renderCache, renderKey, type RenderedMarkup } from '@/app/server/render-cache';
import { serverState } from '@/app/server/state';
import { variant } from '@/config/variant';
import { setApiTransport } from '@/lib/api-client';
import { documentTitle, ServerPageMeta } from '@/lib/head';
import i18n, { initI18n, type Namespace } from '@/lib/i18n';

/**
 * The site's public pages rendered on the server (backend/src/web/ssr): the same routes and components as
 * the browser's (main.tsx), with the page's data read from the API in the server's own process and
 * embedded, so the browser adopts the page (`hydrateRoot`) without asking for that data again.
 */

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

export type RenderResult =
  | { kind: 'client' }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: number;
      lang: string;
      head: string;
      html: string;
      state: string;
      /**
       * The same object for every request the render cache answered with this render: with an equal `state`,
       * the server may send the document it made for the previous one (backend/src/web/ssr).
       */
      markup: object;
      /** Milliseconds spent reading the page's data and rendering it (the answer's Server-Timing). */
      timing: { data: number; render: number; cached: boolean };
    };

/** How the page's requests reach the API: in process, through the same Koa app (backend/src/web/ssr). */
export function connectApi(fetchApi: (url: string, init: RequestInit) => Promise<Response>): void {
  setApiTransport(fetchApi);
}

/**
 * The embedded answers are dated to the start of their 5-second window (app/server/state.ts): within it, a
 * page asked again with the same answers is the same bytes, and the browser still counts its answers at most
 * 5 s old against their 15 s freshness (get-listing.ts, profile-query.ts), so it does not ask for them again
 * on hydration.
 */
const STATE_WINDOW_MS = 5_000;

/**
 * The site's routes and the memo of their leaves (page-plan.ts `leafMatcher`): fixed for a built bundle, so built
 * once on first use and shared by every render of this process, which loads the bundle once.
 */
let table: { routes: RouteObject[]; leafOf: LeafOf } | undefined;
const routeTable = () => {
  if (!table) {
    const routes = appRoutes();
    table = { routes, leafOf: leafMatcher(routes) };
  }
  return table;
};
const renderedPages = renderCache();

/**
 * What the server does with an address before reading anything: the browser's, a redirect, or a page and the
 * canonical address it is rendered from and kept by (app/server/page-address.ts). Cheap (no data, no React):
 * the server asks it for every request, kept pages included.
 */
export function address(url: string, region?: string): PageAddress {
  const { routes, leafOf } = routeTable();
  return addressOf(routes, url, region, leafOf);
}

/** The render gives up on a page still waiting for something after this long; the browser renders it then. */
const RENDER_TIMEOUT_MS = 10_000;

/** Crawlers and link previews read the whole page: it is sent once every part of it is ready. */
async function renderToString(app: ReactNode): Promise<string> {
  const failures: unknown[] = [];
  const { prelude } = await prerender(app, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Every part in place, in document order: React outlines a large part otherwise and moves it with an
    // inline script, which the page policy does not allow.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => void failures.push(error),
  });
  // A part that failed on the server would be left to the browser through an inline script, which the page
  // policy blocks: the whole page is then the browser's to render (the server's caller falls back).
  if (failures.length > 0) throw new AggregateError(failures, 'The server render of a part of the page failed');
  return new Response(prelude).text();
}

export async function render(asked: RenderRequest): Promise<RenderResult> {
  await initI18n(variant.defaultLocale);
  const addressed = address(asked.url, asked.region);
  if (addressed.kind !== 'page') return addressed;
  // The canonical address from here on: the router, the page's links and the render cache's key all see it. The
  // browser hydrates at the address it asked for; what differs is only what no page reads, except the language
  // switch's link, which leaves out the campaign tags until the next navigation (an attribute: React keeps the
  // server's and the switch still goes to the browser's address when clicked).
  const request: RenderRequest = { ...asked, url: addressed.url, region: addressed.region };
  const { pathname, search } = new URL(request.url, 'http://site.invalid');
  const plan = planPage(routeTable().routes, pathname, search, routeTable().leafOf);
  if (plan.kind === 'client' || plan.kind === 'redirect') return plan;

  // One cache per request; nothing is retried or refetched during a render.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
  });
  const started = performance.now();
  const { maintenance, settingsFailed } = await loadPageData(client, plan, request.signedIn, request.region);
  // Staff keep working during a maintenance (AppShell): their page is the browser's.
  if (maintenance && request.signedIn) return { kind: 'client' };

  const loaded = performance.now();
  const key = renderKey(request.url, request.signedIn, client);
  const { page, cached } = await renderedPages.get(key, () =>
    renderMarkup(request, plan, client, { maintenance, settingsFailed }),
  );
  const readAt = Math.floor(Date.now() / STATE_WINDOW_MS) * STATE_WINDOW_MS;
  return {
    kind: 'page',
    ...page,
    markup: page,
    state: scriptJson(serverState(client, readAt)),
    timing: { data: loaded - started, render: performance.now() - loaded, cached },
  };
}

/**
 * React's render of the page, and the head built from what the page said of itself. Only a page not in the
 * render cache gets here, so only it pays for its translations.
 */
async function renderMarkup(
  request: RenderRequest,
  plan: RenderedPlan,
  client: QueryClient,
  { maintenance, settingsFailed }: { maintenance: boolean; settingsFailed: boolean },
): Promise<RenderedMarkup> {
  const translations = await translationsFor(
    routeTable().routes,
    new URL(request.url, 'http://site.invalid').pathname,
    plan.locale,
  );
  const t = translations.getFixedT(plan.locale);
  let said: { title: string; description: string | undefined } | undefined;
  const styles = serverStyleCache();
  const html = await renderToString(
    <CacheProvider value={styles}>
      <I18nextProvider i18n={translations}>
        <ServerPageMeta.Provider value={(title, description) => (said = { title, description })}>
          <StrictMode>
            <AppProviders queryClient={client}>
              <Suspense fallback={null}>
                <StaticRouter location={request.url}>
                  <AppRoutes routes={routeTable().routes} />
                </StaticRouter>
              </Suspense>
            </AppProviders>
          </StrictMode>
        </ServerPageMeta.Provider>
      </I18nextProvider>
    </CacheProvider>,
  );
  const status = statusOf(client, plan, maintenance, settingsFailed);
  const siteName = t(`site.name.${variant.website}`);
  const head = pageHead({
    client,
    plan,
    status,
    origin: request.origin.replace(/\/$/, ''),
    title: documentTitle(said?.title ?? '', siteName),
    description: said?.description ?? t(`site.description.${variant.website}`),
    t,
  });
  return { status, lang: plan.locale, head: `${headTags(head)}\n    ${styleTags(styles)}`, html };
}

/**
 * The request's own translations: a clone sharing the loaded texts, in the request's language, so requests
 * in French and English rendered at once never switch each other's language. The page's code and its
 * namespaces are loaded first, as in the browser (main.tsx), so nothing suspends on them.
 */
async function translationsFor(routes: RouteObject[], pathname: string, locale: string) {
  await preloadRoute(routes, pathname);
  const namespaces = (matchRoutes(routes, pathname) ?? []).flatMap(
    (match) => (match.route.handle as { namespaces?: Namespace[] } | undefined)?.namespaces ?? [],
  );
  const instance = i18n.cloneInstance({ lng: locale });
  await instance.changeLanguage(locale);
  await instance.loadNamespaces(['common', 'errors', 'footer', ...namespaces]);
  return instance;
}

/** The site this bundle was built for (WEBSITE=QC|CA): the server refuses a bundle of the other one. */
export const website = variant.website;
