import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type Koa from 'koa';
import compose from 'koa-compose';
import { notFound } from './errors';

type Layer = Router['stack'][number];

const PLAIN_PATH = /^(\/(:[A-Za-z_$][\w$]*|[\w.~-]+))*\/?$/;
/** Paths of plain segments (`/api/users/:id/credits`): the only ones compared; optional groups and wildcards are not. */
export const isPlainPath = (path: string) => PLAIN_PATH.test(path);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParameter = (segment: string) => segment.startsWith(':');

/**
 * True when every path `narrow` takes is also one `wide` takes, because `narrow` names a literal segment
 * where `wide` has a parameter (`/api/users/statistics` and `/api/users/:id`), and otherwise agrees.
 */
function isNarrower(narrow: readonly string[], wide: readonly string[]): boolean {
  if (narrow.length !== wide.length) return false;
  let literalForParameter = false;
  for (const [index, segment] of wide.entries()) {
    const other = narrow[index]!;
    if (isParameter(segment)) literalForParameter ||= !isParameter(other);
    else if (isParameter(other) || other.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return literalForParameter;
}

const sharesMethod = (a: Layer, b: Layer) => a.methods.some((method) => b.methods.includes(method));

/** A regexp's source with its capturing groups made non-capturing, so a lookahead adds no parameters. */
const nonCapturing = (source: string) => source.replace(/\\.|\((?!\?)/g, (token) => (token === '(' ? '(?:' : token));

/**
 * Literal segments beat parameters, whatever order the routers are mounted in: a route whose parameter
 * would also take a literal segment of another route of the same method declines the paths that route
 * names. `GET /api/users/:id` (a profile, by id or username) thus never answers `GET /api/users/statistics`,
 * and a route added anywhere cannot shadow another. Two routes of one method and one shape would still
 * depend on order; the app's routing spec checks there are none.
 */
export function literalSegmentsFirst(routers: readonly Router[]): void {
  const routes = routers
    .flatMap((router) => router.stack)
    .filter((layer) => layer.methods.length > 0 && typeof layer.path === 'string' && isPlainPath(layer.path));
  // Each lookahead is built from a route's own regexp as registered, before any is narrowed.
  const sources = new Map(routes.map((layer) => [layer, layer.regexp.source.replace(/^\^/, '')]));
  const narrowing = routes.map((wide) => {
    const segments = segmentsOf(wide.path as string);
    const narrower = routes.filter(
      (narrow) =>
        narrow !== wide &&
        sharesMethod(narrow, wide) &&
        narrow.regexp.flags === wide.regexp.flags &&
        isNarrower(segmentsOf(narrow.path as string), segments),
    );
    return { wide, narrower };
  });
  for (const { wide, narrower } of narrowing) {
    if (narrower.length === 0) continue;
    const declined = narrower.map((narrow) => `(?!${nonCapturing(sources.get(narrow)!)})`);
    wide.regexp = new RegExp(`^${declined.join('')}${sources.get(wide)!}`, wide.regexp.flags);
  }
}

/**
 * Routes take their paths in the case they are written. @koa/router matches a route whatever the case but a
 * router's `use` guards (`router.use(requirePermission(...))`) only in the case written, so `/api/ADMIN/...`
 * reached a staff route without passing its guard. Paths are case-sensitive (RFC 3986) and every route is
 * written in lower case: another case is answered as an unknown address.
 */
export function exactCase(routers: readonly Router[]): void {
  for (const layer of routers.flatMap((router) => router.stack)) {
    layer.opts.sensitive = true;
    if (layer.regexp.flags.includes('i'))
      layer.regexp = new RegExp(layer.regexp.source, layer.regexp.flags.replace('i', ''));
  }
}

/** The first segment of a path (`api` for `/api/users/:id`, `` for `/`). */
const firstSegment = (path: string) => path.split('/', 2)[1] ?? '';

/**
 * The first segments of every path the routers take (`api`, `go`, `robots.txt`...), or null when one of them
 * could take any (a parameter, a regexp or an empty path first): then every request goes through them.
 */
export function firstSegmentsOf(routers: readonly Router[]): Set<string> | null {
  const segments = new Set<string>();
  for (const layer of routers.flatMap((router) => router.stack)) {
    // A router's own `use` (a guard, no method) runs only once one of its routes matched (@koa/router's
    // `match().route`), so it takes no path of its own, even written without one (flags/adminApi.ts).
    if (layer.methods.length === 0) continue;
    if (typeof layer.path !== 'string') return null;
    const first = firstSegment(layer.path);
    if (first === '' || !/^[\w.~-]+$/.test(first)) return null;
    segments.add(first);
  }
  return segments;
}

/**
 * Mounts the routers, each with its 405/501 answers, once literal segments are made to win. They are entered
 * only by a request whose first path segment one of them takes: a page (`/female-escorts/montreal`) or a file
 * of the built apps goes past some hundred router layers at once instead of being matched by each.
 */
export function mountRouters(app: Koa, routers: readonly Router[]): void {
  exactCase(routers);
  literalSegmentsFirst(routers);
  const routing = compose(
    // Both are router middleware; `routes()` is typed with the context it builds rather than the one it is given.
    routers.flatMap((router) => [router.routes() as unknown as RouterMiddleware, router.allowedMethods()]),
  );
  const segments = firstSegmentsOf(routers);
  // A router's first segment in another case (`/API/admin/transactions`, `/SITEMAPS/x`) is an unknown address:
  // 404 JSON, never left to the site's fallback, which would answer it 200 with its own page.
  const recased = new Set([...(segments ?? [])].map((segment) => segment.toLowerCase()));
  const mounted: RouterMiddleware = segments
    ? (ctx, next) => {
        const first = firstSegment(ctx.path);
        if (segments.has(first)) return routing(ctx, next);
        if (recased.has(first.toLowerCase())) throw notFound();
        return next();
      }
    : routing;
  // What Koa runs holds the routers, for the route table (routeTable.ts) to read.
  app.use(Object.assign(mounted, { routers }));
}
