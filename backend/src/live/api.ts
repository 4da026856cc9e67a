import Router from '@koa/router';
import { actorOf } from '../api/context';
import { HttpError } from '../api/errors';
import type { LiveFanOut } from './fanOut';

/** Proxies close idle connections after a minute or so; a comment line every 25 s keeps the stream open. */
export const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/events/stream`: Server-Sent Events for the logged-in member, `event: message` and
 * `event: notification` with `{kind, id}` as data. The site refetches what the id names; its polling
 * (15 s list, 90 s badge) stays the fallback when the stream is down.
 */
export function liveRouter(live: LiveFanOut | null, heartbeatMs = HEARTBEAT_MS): Router {
  const router = new Router();
  router.get('/api/events/stream', (ctx) => {
    const { userId } = actorOf(ctx);
    if (!live) throw new HttpError(503, 'live_unavailable', 'Live updates are not available; poll instead');
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setKeepAlive(true);
    // Written straight to the socket: a reader going away is the normal end of a stream, not an error
    // for Koa to report, which it would do if the body were a piped stream.
    ctx.respond = false;
    const res = ctx.res;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Nginx and friends would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 5000\n: connected\n\n');
    const unsubscribe = live.subscribe(userId, ({ kind, id }) => {
      res.write(`event: ${kind}\ndata: ${JSON.stringify({ kind, id })}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    res.once('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
  return router;
}
