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
 *
 * The stream ends within seconds of its session ending (the fan-out checks sessions, fanOut.ts). A member
 * with too many streams open gets a 429 for the next one rather than having the oldest closed: a closed
 * EventSource reconnects by itself, so with more tabs than the cap, closing the oldest would make the tabs
 * take each other's place forever; refused, the extra tab simply polls, as it does whenever live is down.
 */
export function liveRouter(live: LiveFanOut | null, heartbeatMs = HEARTBEAT_MS): Router {
  const router = new Router();
  router.get('/api/events/stream', (ctx) => {
    const { userId, session } = actorOf(ctx);
    if (!live) throw new HttpError(503, 'live_unavailable', 'Live updates are not available; poll instead');
    const res = ctx.res;
    let ended = false;
    // A reader going away mid-write is the normal end of a stream: every write checks, and a failed one ends
    // the stream instead of reaching the process as an unhandled 'error'.
    const send = (text: string) => {
      if (ended || res.writableEnded || res.destroyed) return;
      res.write(text, (error) => {
        if (error) end();
      });
    };
    const unsubscribe = live.subscribe({
      userId,
      sessionToken: session.token,
      listener: ({ kind, id }) => send(`event: ${kind}\ndata: ${JSON.stringify({ kind, id })}\n\n`),
      close: () => end(),
    });
    if (!unsubscribe) {
      throw new HttpError(429, 'too_many_streams', 'Too many live streams are open for this account; poll instead');
    }
    // Its first beat comes long after the headers below are written.
    const heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe?.();
      if (!res.writableEnded && !res.destroyed) res.end();
    }
    res.on('error', end);
    res.once('close', end);
    ctx.req.on('error', end);
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setKeepAlive(true);
    // Written straight to the socket: a reader going away is the normal end of a stream, not an error
    // for Koa to report, which it would do if the body were a piped stream.
    ctx.respond = false;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Nginx and friends would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    send('retry: 5000\n: connected\n\n');
  });
  return router;
}
