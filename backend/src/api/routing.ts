import type Router from '@koa/router';
import type Koa from 'koa';

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

/** Mounts the routers, each with its 405/501 answers, once literal segments are made to win. */
export function mountRouters(app: Koa, routers: readonly Router[]): void {
  literalSegmentsFirst(routers);
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());
}
