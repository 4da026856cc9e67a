// The theme's colours and sizes, for both schemes, before any script runs (app/theme/theme-variables.ts).
import 'virtual:theme-variables.css';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/AppRoutes';
import { createStyleCache } from '@/app/emotion-cache';
import { preloadFooter } from '@/app/layout/site-footer';
import { preloadRoute } from '@/app/page-route';
import { appRoutes } from '@/app/routes';
import { adoptServerState } from '@/app/server/state';
import { env } from '@/config/env';
import { reportUnhandledErrors } from '@/features/errors';
import { variant } from '@/config/variant';
import i18n, { initI18n, RENDERED_NAMESPACES_META, renderedNamespaces } from '@/lib/i18n';
import { preferredLanguageRedirect } from '@/lib/language-preference';
import { splitLocale } from '@/lib/locale-path';
import { createQueryClient, throttleWindowFocus } from '@/lib/query-client';

async function start(): Promise<void> {
  // From the very start: a crash while the first page loads is reported too, not only those after the shell.
  reportUnhandledErrors();
  // A remembered language choice applies before the first render, so the page never shows twice.
  const redirect = preferredLanguageRedirect(window.location, variant.defaultLocale);
  if (redirect) window.history.replaceState(null, '', redirect);
  // A page the server rendered (backend/src/web/ssr) comes with the data it was rendered from: the browser
  // adopts both. After a language redirect the page is another one, and the browser renders it itself.
  const serverData = document.getElementById('ssr-data');
  const queryClient = createQueryClient();
  const adopt = serverData !== null && !redirect;
  if (adopt) adoptServerState(queryClient, JSON.parse(serverData.textContent || '{}'));

  await initI18n(splitLocale(window.location.pathname).locale);
  const routes = appRoutes();
  // The first page's code and texts arrive before the first render: no spinner on arrival. A page that
  // fails to download here is tried again by the render, whose error boundary handles a second failure.
  // An adopted page's every namespace too, as the server rendered it (RENDERED_NAMESPACES_META).
  const rendered = adopt
    ? renderedNamespaces(document.querySelector(`meta[name="${RENDERED_NAMESPACES_META}"]`)?.getAttribute('content'))
    : [];
  await Promise.all([
    preloadRoute(routes, window.location.pathname).catch(() => undefined),
    i18n.loadNamespaces(rendered).catch(() => undefined),
    adopt ? preloadFooter().catch(() => undefined) : undefined,
  ]);
  throttleWindowFocus();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      {/* The server's style cache's twin (app/emotion-cache.ts): it adopts the server's styles by their key. */}
      <CacheProvider value={createStyleCache()}>
        <AppProviders queryClient={queryClient}>
          {/* Catches the first render's translation loading; pages have their own boundary inside the shell. */}
          <Suspense fallback={null}>
            <BrowserRouter>
              <AppRoutes routes={routes} />
            </BrowserRouter>
          </Suspense>
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
  if (adopt) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page (hundreds of milliseconds on a phone): a tap during it is answered, and React hydrates
    // the part tapped first (docs/benchmarks.md, "Web pages": total blocking time).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  // Registration waits for the page's load event anyway: its code need not come with the first download.
  if (import.meta.env.PROD) {
    void import('@/lib/service-worker').then((module) => module.setUpServiceWorker(env.VITE_LEGACY_SERVICE_WORKER));
  }
}

void start();
