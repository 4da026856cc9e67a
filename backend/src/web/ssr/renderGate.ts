import { isIP } from 'node:net';

/**
 * How many server renders run at once and how much of them one client gets. A render is read from the API in
 * process, then React's render of the page: tens of milliseconds of CPU on the event loop every request shares
 * (docs/benchmarks.md, "Uncached render"). Past these bounds a visitor gets the page kept for its address or the
 * page the browser renders (serverRendering.ts): no render waits in a queue, since a queue of renders is time the
 * event loop is not answering anyone else.
 */
export interface RenderBounds {
  /** Renders under way in this process at once, every client together. */
  readonly atOnce: number;
  /** Renders under way at once for one client (a browser asks for one document at a time). */
  readonly perClientAtOnce: number;
  /**
   * The share of one second a client's renders may take, on average (0.1: 100 ms a second), measured as each
   * render's own duration, so that back-to-back renders from one client take at most this share of the event loop.
   */
  readonly perClientShare: number;
  /** Render time a client may spend at once before the share applies (a burst: a crawler's first pages). */
  readonly perClientBurstMs: number;
  /** Clients remembered at once; the longest idle are forgotten first (a forgotten client starts afresh). */
  readonly clients: number;
  readonly now?: () => number;
}

export const RENDER_BOUNDS: RenderBounds = {
  // Two cores, one event loop: more renders at once would only wait for the same CPU.
  atOnce: 4,
  perClientAtOnce: 2,
  perClientShare: 0.1,
  perClientBurstMs: 1_000,
  clients: 10_000,
};

/** Why a render did not run: every slot taken, the client's slots taken, or its share of time spent. */
export type Refusal = 'busy' | 'client' | 'share';

export interface RenderSlot {
  /** The render ended (whatever its outcome): its time is charged to its client. */
  release(): void;
}

interface ClientState {
  running: number;
  /** Render milliseconds the client may still spend; below zero after a long render, paid back over time. */
  budgetMs: number;
  at: number;
}

/**
 * The bounds as a gate each render enters and leaves, synchronously: a refused render is answered at once by the
 * caller. Clients are known by their address as the app derives it (`ctx.ip`: behind TRUST_PROXY, the address
 * the trusted proxy saw), an IPv6 address by its /64, which one subscriber usually holds whole.
 */
export function renderGate(bounds: RenderBounds = RENDER_BOUNDS) {
  const now = bounds.now ?? (() => performance.now());
  const clients = new Map<string, ClientState>();
  let running = 0;

  const stateOf = (client: string, at: number): ClientState => {
    let state = clients.get(client);
    if (state) {
      clients.delete(client); // most recently seen last, so the bound forgets the idle ones
      state.budgetMs = Math.min(bounds.perClientBurstMs, state.budgetMs + (at - state.at) * bounds.perClientShare);
      state.at = at;
    } else {
      state = { running: 0, budgetMs: bounds.perClientBurstMs, at };
    }
    clients.set(client, state);
    for (const [oldest, old] of clients) {
      if (clients.size <= bounds.clients) break;
      // A client whose render is under way stays (at most `atOnce` of them): its slot is released into it.
      if (old.running === 0) clients.delete(oldest);
    }
    return state;
  };

  return {
    /** A slot for a render of `address`'s client, or why there is none; a slot must be released. */
    enter(address: string): RenderSlot | { refused: Refusal } {
      const at = now();
      if (running >= bounds.atOnce) return { refused: 'busy' };
      // This machine itself (its own tools and probes, the journeys' browser, or a local proxy not trusted with
      // TRUST_PROXY, through which every visitor would look like one client): only the process-wide bound holds.
      const state = isLoopback(address) ? null : stateOf(clientOf(address), at);
      if (state && state.running >= bounds.perClientAtOnce) return { refused: 'client' };
      if (state && state.budgetMs <= 0) return { refused: 'share' };
      running += 1;
      if (state) state.running += 1;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          running -= 1;
          if (!state) return;
          state.running -= 1;
          state.budgetMs -= now() - at;
        },
      };
    },
    get running() {
      return running;
    },
    get clients() {
      return clients.size;
    },
  };
}

/** 127.0.0.0/8 and ::1, also IPv4-mapped: a request from this machine. */
export function isLoopback(address: string): boolean {
  const v4 = /^(?:::ffff:)?(\d+)\.\d+\.\d+\.\d+$/i.exec(address);
  if (v4) return v4[1] === '127';
  return address === '::1';
}

/** A client's key: an IPv4 address as it is (an IPv4-mapped IPv6 one too), an IPv6 address by its /64. */
export function clientOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
