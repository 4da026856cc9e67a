import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouteGuard } from '@/features/auth';
import i18n, { type Namespace } from '@/lib/i18n';
import type { PageLoader, RouteAccess, SitePage } from '@/lib/site-page';

/** One code-split page: how to load it, and once loaded, the component itself. */
export interface PageModule {
  /** Distinct per page module: routes of different pages never share (and so never keep) each other's state. */
  id: string;
  load: () => Promise<ComponentType>;
  resolved?: ComponentType;
  lazy: LazyExoticComponent<ComponentType>;
}

/**
 * Routes sharing a loader (the listing under each category) share one component, so moving between them keeps the
 * page mounted. Module-wide, as the import cache it stands beside: a component's code, once downloaded, is the
 * same for every render of this JavaScript realm (the browser's page, or the server bundle serving every request).
 */
const modules = new WeakMap<PageLoader, PageModule>();
let nextId = 0;

/** A code-split component and its translation namespaces: a page's, or a part of the shell's (layout/site-footer.ts). */
export function pageModule(loader: PageLoader, namespaces: Namespace[]): PageModule {
  const known = modules.get(loader);
  if (known) return known;
  let loading: Promise<ComponentType> | undefined;
  const freshLazy = () => lazy(() => module.load().then((Component) => ({ default: Component })));
  const module: PageModule = {
    id: `page-${(nextId += 1)}`,
    // The page's code and its translation namespaces load together, so it never flashes untranslated text.
    load: () =>
      (loading ??= Promise.all([loader(), i18n.loadNamespaces(namespaces)]).then(
        ([Component]) => (module.resolved = Component),
        (error: unknown) => {
          // React.lazy remembers a failure, so the page gets a fresh one: coming back to it tries again.
          loading = undefined;
          module.lazy = freshLazy();
          throw error;
        },
      )),
    lazy: freshLazy(),
  };
  modules.set(loader, module);
  return module;
}

/**
 * Renders a page: directly when its code is already here (the first page, preloaded before the first
 * render, or a page seen before), else through React.lazy, which suspends into the shell's boundary. The
 * choice is made once per mount so a page never switches component type under its own state.
 */
function PageSlot({ module }: { module: PageModule }) {
  const [Page] = useState<ComponentType>(() => module.resolved ?? module.lazy);
  return <Page />;
}

/** A code-split page behind its access rule (docs/product.md §2 guards). */
export function page(
  loader: PageLoader,
  namespaces: Namespace[],
  access: RouteAccess = {},
): Pick<RouteObject, 'element' | 'handle'> {
  const module = pageModule(loader, namespaces);
  return {
    element: (
      <RouteGuard {...access}>
        <PageSlot key={module.id} module={module} />
      </RouteGuard>
    ),
    handle: { preload: module.load, namespaces },
  };
}

/** A feature's page description as a route: same loader, same namespaces, same guard. */
export function pageRoute({ path, load, namespaces, guard }: SitePage): RouteObject {
  return { path, ...page(load, namespaces, guard) };
}

/** Loads the code of the pages an address leads to, so the first render shows the page, not a spinner. */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => (match.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.()),
  );
}
