import { QueryClient } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { appRoutes } from '@/app/routes';
import { initI18n } from '@/lib/i18n';
import { splitLocale } from '@/lib/locale-path';

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** A client that neither retries nor caches across tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders the site (or the given routes) at a URL, with the real providers, translations in the URL's
 * language, and a memory router the test can inspect (`router.state.location`).
 */
export async function renderAt(
  path: string,
  { routes, queryClient = testQueryClient() }: { routes?: RouteObject[]; queryClient?: QueryClient } = {},
): Promise<RenderResult & { router: TestRouter; queryClient: QueryClient }> {
  await initI18n(splitLocale(path.split('?')[0] ?? '/').locale);
  const router = createMemoryRouter(routes ?? appRoutes(), { initialEntries: [path] });
  // Pages are lazy routes: wait until the first one has loaded, as the browser would before painting it.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <AppProviders queryClient={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
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
