import { QueryClient } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { Suspense } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
  type To,
} from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/AppRoutes';
import { preloadRoute } from '@/app/page-route';
import { appRoutes } from '@/app/routes';
import { initI18n } from '@/lib/i18n';
import { splitLocale } from '@/lib/locale-path';

/** What a test reads of the router and how it moves it, as the browser's address bar and buttons would. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: To | number) => Promise<void>;
}

/** A client that neither retries nor caches across tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Hands the router's current location, navigation type and navigate function to the test on every render. */
function RouterProbe({ report }: { report: (state: TestRouter['state'], go: NavigateFunction) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const go = useNavigate();
  report({ location, historyAction }, go);
  return null;
}

/**
 * Renders the site (or the given routes) at a URL, with the real providers, translations in the URL's
 * language, and a memory router the test can inspect (`router.state.location`).
 */
export async function renderAt(
  path: string,
  { routes = appRoutes(), queryClient = testQueryClient() }: { routes?: RouteObject[]; queryClient?: QueryClient } = {},
): Promise<RenderResult & { router: TestRouter; queryClient: QueryClient }> {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  await initI18n(splitLocale(pathname).locale);
  // Pages are code-split: load the first one before rendering, as the browser does before painting it.
  await preloadRoute(routes, pathname);
  const router = {
    state: undefined as unknown as TestRouter['state'],
    go: undefined as NavigateFunction | undefined,
    navigate: async (to: To | number) => {
      await act(async () => {
        if (typeof to === 'number') await router.go?.(to);
        else await router.go?.(to);
      });
    },
  };
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <AppProviders queryClient={queryClient}>
        <Suspense fallback={null}>
          <MemoryRouter initialEntries={[path]}>
            <RouterProbe
              report={(state, go) => {
                router.state = state;
                router.go = go;
              }}
            />
            <AppRoutes routes={routes} />
          </MemoryRouter>
        </Suspense>
      </AppProviders>,
    );
  });
  return { ...(result as RenderResult), router, queryClient };
}

export function currentUrl(router: TestRouter): string {
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
}

/**
 * Loads the shell's code ahead of a spec's first render: transforming it on demand can outlast a test's time
 * limit. With it, the parts the shell loads lazily once painted (the footer and its popular searches, the
 * account menu, the member widgets, the toaster), so a test's first wait is for the UI, not for a module
 * transform. Call it in a `beforeAll` (whose limit is the generous hookTimeout). Lives here so feature specs
 * warm it up without importing the app layer themselves.
 */
export function loadShell(): Promise<unknown> {
  return Promise.all([
    import('@/app/layout/AppShell'),
    import('@/app/layout/Footer'),
    import('@/app/layout/AccountMenu'),
    import('@/app/layout/MemberWidgets'),
    import('@/app/Toaster'),
  ]);
}
