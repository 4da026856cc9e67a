import { useRoutes, type RouteObject } from 'react-router';

/**
 * The site's routes in React Router's declarative mode: pages are code-split with React.lazy (page-route.tsx)
 * rather than the data router's `lazy`, which keeps the data router's machinery (loaders, actions,
 * fetchers) out of every page's first download.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
