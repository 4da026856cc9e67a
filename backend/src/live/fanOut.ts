import pg from 'pg';
import { LIVE_CHANNEL, LiveSignal } from '@annuaire/shared';
import { liveSessionTokens } from './sessionCheck';

export type LiveListener = (signal: LiveSignal) => void;

/** One open event stream: whose, opened by which session, and how to end it. */
export interface LiveStream {
  readonly userId: string;
  /** The session cookie's token: the stream lives only as long as that session does. */
  readonly sessionToken: string;
  readonly listener: LiveListener;
  /** Ends the response; called once the session is gone, or when the fan-out stops. */
  readonly close: () => void;
}

/** Pushes the projections' NOTIFY signals to the open event streams of the member concerned. */
export interface LiveFanOut {
  /** Registers a stream; null when its member already has `maxStreamsPerMember` open here. */
  subscribe(stream: LiveStream): (() => void) | null;
  /** How many streams are open (for tests and operators). */
  readonly size: number;
  stop(): Promise<void>;
}

export interface LiveFanOutOptions {
  readonly connectionString: string;
  readonly log?: (message: string) => void;
  /**
   * How often the sessions of open streams are checked (default 5 s): a stream whose session was revoked
   * or expired closes within that time.
   */
  readonly sessionCheckMs?: number;
  /** Open streams per member in this process (default 10); the next one is refused. */
  readonly maxStreamsPerMember?: number;
  /** The clock session expiry is read with (the API's). */
  readonly now?: () => Date;
}

const RETRY_MS = { first: 500, max: 15_000 };
export const SESSION_CHECK_MS = 5_000;
/** Far more than one member's tabs and devices; few enough that nobody ties up the server's sockets. */
export const MAX_STREAMS_PER_MEMBER = 10;

/**
 * LISTENs on one dedicated connection (a pooled one would lose its LISTEN when handed back) and fans
 * each signal out to that member's streams in this process. If the connection drops it reconnects
 * with backoff; signals sent meanwhile are lost, which the site's polling makes up for.
 *
 * Every few seconds the same connection checks, in one query, that the sessions of all open streams
 * still exist, and closes the streams of those revoked (logout, logout everywhere, password change,
 * deletion) or expired. A check rather than a revocation signal: revocations are plain row deletions in
 * several places, and expiry has no event at all, whereas the check catches every way a session ends at
 * the cost of one indexed query per process per interval.
 */
export function startLiveFanOut(options: LiveFanOutOptions): LiveFanOut {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  const maxPerMember = options.maxStreamsPerMember ?? MAX_STREAMS_PER_MEMBER;
  const listeners = new Map<string, Set<LiveStream>>();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry = RETRY_MS.first;
  let timer: NodeJS.Timeout | null = null;

  const dispatch = (payload: string | undefined) => {
    let signal: LiveSignal;
    try {
      signal = LiveSignal.parse(JSON.parse(payload ?? ''));
    } catch {
      log(`live: ignored a malformed signal ${payload ?? ''}`);
      return;
    }
    for (const stream of listeners.get(signal.userId) ?? []) stream.listener(signal);
  };

  const all = () => [...listeners.values()].flatMap((set) => [...set]);
  let checking = false;
  const checkSessions = async () => {
    const current = client;
    if (checking || !current || listeners.size === 0) return;
    checking = true;
    try {
      const streams = all();
      const live = await liveSessionTokens(current, new Set(streams.map((stream) => stream.sessionToken)), now());
      for (const stream of streams) if (!live.has(stream.sessionToken)) stream.close();
    } catch (error) {
      // The connection's own error handler reconnects; the next check runs on the new one.
      log(`live: session check failed (${error instanceof Error ? error.message : String(error)})`);
    } finally {
      checking = false;
    }
  };
  const sessionTimer = setInterval(() => void checkSessions(), options.sessionCheckMs ?? SESSION_CHECK_MS);
  sessionTimer.unref();

  const connect = async () => {
    timer = null;
    if (stopped) return;
    const next = new pg.Client({ connectionString: options.connectionString });
    const reconnect = () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      if (stopped) return;
      timer = setTimeout(() => void connect(), retry);
      retry = Math.min(retry * 2, RETRY_MS.max);
    };
    client = next;
    next.on('notification', (message) => dispatch(message.payload));
    next.on('error', (error) => {
      log(`live: connection lost (${error.message}); reconnecting`);
      reconnect();
    });
    next.on('end', reconnect);
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      retry = RETRY_MS.first;
    } catch (error) {
      log(`live: could not listen (${error instanceof Error ? error.message : String(error)})`);
      reconnect();
    }
  };
  void connect();

  return {
    subscribe(stream) {
      const { userId } = stream;
      const set = listeners.get(userId) ?? new Set<LiveStream>();
      if (set.size >= maxPerMember) return null;
      set.add(stream);
      listeners.set(userId, set);
      return () => {
        set.delete(stream);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    get size() {
      let total = 0;
      for (const set of listeners.values()) total += set.size;
      return total;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      clearInterval(sessionTimer);
      const current = client;
      client = null;
      for (const stream of all()) stream.close();
      listeners.clear();
      await current?.end().catch(() => undefined);
    },
  };
}
