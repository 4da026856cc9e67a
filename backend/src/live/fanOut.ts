import pg from 'pg';
import { LIVE_CHANNEL, LiveSignal } from '@annuaire/shared';

export type LiveListener = (signal: LiveSignal) => void;

/** Pushes the projections' NOTIFY signals to the open event streams of the member concerned. */
export interface LiveFanOut {
  subscribe(userId: string, listener: LiveListener): () => void;
  /** How many streams are open (for tests and operators). */
  readonly size: number;
  stop(): Promise<void>;
}

const RETRY_MS = { first: 500, max: 15_000 };

/**
 * LISTENs on one dedicated connection (a pooled one would lose its LISTEN when handed back) and fans
 * each signal out to that member's streams in this process. If the connection drops it reconnects
 * with backoff; signals sent meanwhile are lost, which the site's polling makes up for.
 */
export function startLiveFanOut(options: { connectionString: string; log?: (message: string) => void }): LiveFanOut {
  const log = options.log ?? (() => undefined);
  const listeners = new Map<string, Set<LiveListener>>();
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
    for (const listener of listeners.get(signal.userId) ?? []) listener(signal);
  };

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
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set<LiveListener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
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
      const current = client;
      client = null;
      listeners.clear();
      await current?.end().catch(() => undefined);
    },
  };
}
