/**
 * One client flooding the site (flood.ts), in its own process so its load generator does not slow the measure of
 * the other visitors: `FLOOD` in the environment says what to ask; the outcome counts go back over IPC.
 */
import { randomBytes } from 'node:crypto';
import autocannon, { type RequestSpec } from 'autocannon';
import type { FloodOrder, FloodResult } from './flood';

const order = JSON.parse(process.env.FLOOD ?? '{}') as FloodOrder;
const outcomes: Record<string, number> = {};

/** What the server did, from its Server-Timing (backend/src/web/ssr/serverRendering.ts). */
function outcomeOf(timing: string): string {
  const page = /page;desc="([^"]+)"/.exec(timing)?.[1];
  if (page) return page === 'client' ? `client (${/busy;desc="([^"]+)"/.exec(timing)?.[1] ?? '?'})` : page;
  if (timing.includes('render;dur')) return timing.includes('desc="cached"') ? 'rendered (markup cached)' : 'rendered';
  return 'other';
}

const random = () => randomBytes(12).toString('base64url');

const result = await autocannon({
  url: order.base,
  connections: order.connections,
  duration: order.seconds,
  headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', 'x-forwarded-for': order.address },
  requests: [
    {
      setupRequest: (request: RequestSpec) => ({
        ...request,
        path: order.path.replace('{random}', random()),
        headers: {
          ...request.headers,
          // A token of the real form (random part, dot, signature) opening nothing: refused by its signature.
          ...(order.forgedSession
            ? {
                cookie: `annuaire_session=${randomBytes(32).toString('base64url')}.${randomBytes(16).toString('base64url')}`,
              }
            : {}),
        },
      }),
      onResponse: (_status, _body, _context, headers) => {
        const timing = Object.entries(headers).find(([name]) => name.toLowerCase() === 'server-timing')?.[1] ?? '';
        const outcome = outcomeOf(String(timing));
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      },
    },
  ],
});

const answer: FloodResult = {
  requestsPerSecond: result.requests.average,
  failures: result.errors + result.timeouts + result.non2xx,
  outcomes,
};
process.send?.(answer, () => process.exit(0));
