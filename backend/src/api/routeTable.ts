import type Koa from 'koa';
import type { z } from 'zod';

/** The zod schemas a route's `validate` middleware checks, when it has one. */
export interface RouteSchemas {
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
}

export interface RouteEntry {
  readonly method: string;
  /** The path pattern as registered, e.g. `/api/users/:id/credits`. */
  readonly path: string;
  readonly paramNames: readonly string[];
  readonly schemas: RouteSchemas;
  /** Refuses anonymous callers in a middleware (requireSession and friends in context.ts). */
  readonly membersOnly: boolean;
}

interface LayerLike {
  path: string | RegExp;
  regexp: RegExp;
  methods: string[];
  paramNames: Array<{ name: string }>;
  stack: Array<{ schemas?: RouteSchemas; requiresSession?: true }>;
}

const guarded = (layer: LayerLike) => layer.stack.some((fn) => fn.requiresSession);
/** The path with each `:param` filled in, to see which `router.use` layers run before the route. */
const samplePath = (path: string) =>
  path.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '00000000-0000-4000-8000-000000000000');

/**
 * Every route the app answers, read from the routers Koa actually runs (not a list kept by hand), so a
 * test or a document that walks it cannot miss a route someone adds. HEAD twins of GET are left out.
 */
export function routeTable(app: Koa): RouteEntry[] {
  const routes = new Map<string, RouteEntry>();
  // A router's own middleware holds it (`router.routes()`); the app's mounted routers hold them all (routing.ts).
  const routers = app.middleware.flatMap((middleware) => {
    const { router, routers: mounted } = middleware as {
      router?: { stack: LayerLike[] };
      routers?: ReadonlyArray<{ stack: LayerLike[] }>;
    };
    return router ? [router] : (mounted ?? []);
  });
  for (const router of routers) {
    // `router.use(requireSession)` layers have no methods and guard every route whose path they match.
    const routerGuards = router.stack.filter((layer) => layer.methods.length === 0 && guarded(layer));
    for (const layer of router.stack) {
      if (typeof layer.path !== 'string' || layer.methods.length === 0) continue;
      const membersOnly =
        guarded(layer) || routerGuards.some((guard) => guard.regexp.test(samplePath(layer.path as string)));
      const schemas = layer.stack.find((fn) => fn.schemas)?.schemas ?? {};
      for (const method of layer.methods) {
        if (method === 'HEAD') continue;
        const key = `${method} ${layer.path}`;
        if (!routes.has(key)) {
          routes.set(key, {
            method,
            path: layer.path,
            paramNames: layer.paramNames.map((param) => param.name),
            schemas,
            membersOnly,
          });
        }
      }
    }
  }
  return [...routes.values()];
}
