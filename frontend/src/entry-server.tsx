import {
  PAGE_WINDOW_MS,
  type PageAddress,
  type Renderer,
  type RendererOptions,
  type RenderRequest,
  type RenderResult,
} from '@annuaire/shared';
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
import { AD_DRAWS_PER_MINUTE, adDraws } from '@/app/server/ad-draws';
import { withApi } from '@/app/server/api-context';
import { pageAddress as addressOf } from '@/app/server/page-address';
import { loadPageData, pageHead, spellingRedirect, statusOf, type RenderedPlan } from '@/app/server/page-data';
import { leafMatcher, planPage } from '@/app/server/page-plan';
import { renderCache, renderKey, type RenderedMarkup } from '@/app/server/render-cache';
import { serverState } from '@/app/server/state';
import { variant } from '@/config/variant';
import type { AdBlock } from '@/features/ads';
import { documentTitle, ServerPageMeta } from '@/lib/head';
import i18n, { initI18n, RENDERED_NAMESPACES_META, type Namespace } from '@/lib/i18n';

/**
 * The site's public pages rendered on the server (backend/src/web/ssr): the same routes and components as
 * the browser's (main.tsx), with the page's data read from the API in the server's own process and
 * embedded, so the browser adopts the page (`hydrateRoot`) without asking for that data again.
 */

/**
 * One app's renderer: the backend makes one for each app it builds (backend/src/web/ssr/serverRendering.ts), with
 * that app's API. It owns everything a render keeps between requests (the route leaves, the rendered markup, the
 * ad draws), so nothing is module state shared by every app of a process, and its requests go to its own API
 * (app/server/api-context.ts).
 */
export function createRenderer({ fetchApi, now = Date.now }: RendererOptions): Renderer {
  // The site's routes and the memo of their leaves (page-plan.ts `leafMatcher`): fixed for a built bundle.
  const routes = appRoutes();
  const leafOf = leafMatcher(routes);
  const renderedPages = renderCache();
  const draws = adDraws<AdBlock[]>(AD_DRAWS_PER_MINUTE, now);

  /**
   * What the server does with an address before reading anything: the browser's, a redirect, or a page and the
   * canonical address it is rendered from and kept by (app/server/page-address.ts). Cheap (no data, no React):
   * the server asks it for every request, kept pages included.
   */
  const address = (url: string, region?: string): PageAddress => addressOf(routes, url, region, leafOf);

  async function renderPage(asked: RenderRequest): Promise<RenderResult> {
    await initI18n(variant.defaultLocale);
    const addressed = address(asked.url, asked.region);
    if (addressed.kind !== 'page') return addressed;
    // The canonical address from here on: the router, the page's links and the render cache's key all see it. The
    // browser hydrates at the address it asked for; what differs is only what no page reads, except the language
    // switch's link, which leaves out the campaign tags until the next navigation (an attribute: React keeps the
    // server's and the switch still goes to the browser's address when clicked).
    const request: RenderRequest = { ...asked, url: addressed.url, region: addressed.region };
    const { pathname, search } = new URL(request.url, 'http://site.invalid');
    const plan = planPage(routes, pathname, search, leafOf);
    if (plan.kind === 'client' || plan.kind === 'redirect') return plan;

    // One cache per request; nothing is retried or refetched during a render.
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
    });
    const started = performance.now();
    const { maintenance, settingsFailed } = await loadPageData(client, plan, {
      signedIn: request.signedIn,
      region: request.region,
      draws,
    });
    // Staff keep working during a maintenance (AppShell): their page is the browser's.
    if (maintenance && request.signedIn) return { kind: 'client' };
    // Another spelling of the page's address than its own, known once its data is read (a username's case).
    const moved = spellingRedirect(client, plan, search);
    if (moved) return moved;

    const loaded = performance.now();
    const key = renderKey(request.url, request.signedIn, client, now());
    const { page, cached } = await renderedPages.get(key, () =>
      renderMarkup(routes, request, plan, client, { maintenance, settingsFailed }),
    );
    // The embedded answers are dated to the start of their window (app/server/state.ts), the one the backend keeps
    // a visitor's page for (the render contract's PAGE_WINDOW_MS, shared/src/render/contract.ts).
    const readAt = Math.floor(now() / PAGE_WINDOW_MS) * PAGE_WINDOW_MS;
    return {
      kind: 'page',
      ...page,
      markup: page,
      state: scriptJson(serverState(client, readAt)),
      timing: { data: loaded - started, render: performance.now() - loaded, cached },
    };
  }

  return {
    address,
    // Every request of the render, its data reads and React's, goes to this renderer's API.
    render: (request) => withApi(fetchApi, () => renderPage(request)),
  };
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

/**
 * React's render of the page, and the head built from what the page said of itself. Only a page not in the
 * render cache gets here, so only it pays for its translations.
 */
async function renderMarkup(
  routes: RouteObject[],
  request: RenderRequest,
  plan: RenderedPlan,
  client: QueryClient,
  { maintenance, settingsFailed }: { maintenance: boolean; settingsFailed: boolean },
): Promise<RenderedMarkup> {
  const translations = await translationsFor(routes, new URL(request.url, 'http://site.invalid').pathname, plan.locale);
  const t = translations.getFixedT(plan.locale);
  let said: { title: string; description: string | undefined } | undefined;
  const styles = serverStyleCache();
  const used = trackNamespaces(translations);
  const html = await renderToString(
    <CacheProvider value={styles}>
      <I18nextProvider i18n={translations}>
        <ServerPageMeta.Provider value={(title, description) => (said = { title, description })}>
          <StrictMode>
            <AppProviders queryClient={client}>
              <Suspense fallback={null}>
                <StaticRouter location={request.url}>
                  <AppRoutes routes={routes} />
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
  const namespaces = `<meta name="${RENDERED_NAMESPACES_META}" content="${[...used].join(',')}" />`;
  return { status, lang: plan.locale, head: `${headTags(head)}\n    ${namespaces}\n    ${styleTags(styles)}`, html };
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

/**
 * The namespaces the render's components ask for (react-i18next reports each `useTranslation`'s to the instance),
 * whether the route named them or a part of the page loaded its own while rendering.
 */
function trackNamespaces(translations: typeof i18n): Set<string> {
  const used = new Set<string>();
  const report = {
    addUsedNamespaces: (namespaces: readonly string[]) => namespaces.forEach((namespace) => used.add(namespace)),
    getUsedNamespaces: () => [...used],
  };
  (translations as { reportNamespaces?: typeof report }).reportNamespaces = report;
  return used;
}

/** The site this bundle was built for (WEBSITE=QC|CA): the server refuses a bundle of the other one. */
export const website = variant.website;
