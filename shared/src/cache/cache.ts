/**
 * The one in-process cache of the server side (docs/architecture-notes.md "Rendering and caching"): the visitors'
 * kept pages, the rendered markup, the directory answers, the listing totals, the compressed answers, the route
 * leaves and the ad draws are each one of these, configured. Isomorphic (no Node import): the site's server
 * bundle and the backend both use it.
 *
 * - Bounded by entries (`maxEntries`) and/or by a size (`maxSize`, counted by `sizeOf`); past a bound the least
 *   recently used entry goes first, or the oldest inserted (`evict`).
 * - Single-flight: callers asking together for a key not held wait for one `make`; a failure reaches every one
 *   of them and is not kept.
 * - Freshness: an entry serves `ttlMs` after it was kept, or until the end of its `windowMs` window of the clock
 *   (the window before stays readable through `stale`). A `version` per call (a count of commits, say) tells
 *   what the value was made from: an entry answers only calls of its version.
 * - `now` is injectable, so tests hold the clock.
 */
export interface CacheOptions<V> {
  /** Entries held at most. */
  maxEntries?: number;
  /** Total of `sizeOf` held at most (bytes, characters). */
  maxSize?: number;
  /** An entry's size; 1 by default. */
  sizeOf?: (value: V, key: string) => number;
  /** A value larger than this is answered but not kept: one huge value never pushes out all the others. */
  maxItemSize?: number;
  /** Which entry goes first past a bound; the least recently used by default. */
  evict?: 'leastRecentlyUsed' | 'oldestInserted';
  /** How long an entry serves after it was kept. */
  ttlMs?: number;
  /**
   * Entries live until the end of the window of the clock they were made in (windows aligned to the epoch); a
   * value made while the window turned is answered but not kept.
   */
  windowMs?: number;
  /** Whether a made value is kept (a failure page, say, is answered to those waiting, never kept). */
  keep?: (value: V) => boolean;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  version: number;
  size: number;
  /** When it stops serving (ttlMs), else Infinity. */
  expires: number;
}

export interface Cache<V> {
  /** The value for `key`: held, under way, or made by `make`. */
  get(key: string, make: () => Promise<V>, version?: number): Promise<V>;
  /** `get`, saying whether the value was held (`cached`); a caller that joined a computation under way was not. */
  lookup(key: string, make: () => Promise<V>, version?: number): Promise<{ value: V; cached: boolean }>;
  /** The value held for `key` now, without making it (a use, for the least-recently-used order). */
  peek(key: string, version?: number): V | undefined;
  /** Keeps `value` for `key`, within the bounds. */
  set(key: string, value: V, version?: number): void;
  /** Whether `get` would answer without a new `make`: held, or under way. */
  has(key: string, version?: number): boolean;
  /**
   * The last value kept for `key` whatever its version or age: of this window or the one before (with
   * `windowMs`), past its `ttlMs`. For a caller that cannot make it now.
   */
  stale(key: string): V | undefined;
  delete(key: string): void;
  clear(): void;
  /** Entries held (of the current window). */
  readonly size: number;
}

export function createCache<V>(options: CacheOptions<V> = {}): Cache<V> {
  const now = options.now ?? (() => Date.now());
  const sizeOf = options.sizeOf ?? (() => 1);
  const recency = (options.evict ?? 'leastRecentlyUsed') === 'leastRecentlyUsed';
  let entries = new Map<string, Entry<V>>();
  /** The entries of the window just ended, read only by `stale`. */
  let previous = new Map<string, Entry<V>>();
  let window = Number.NaN;
  let used = 0;
  const pending = new Map<string, Promise<V>>();

  const windowAt = (time: number) => (options.windowMs ? Math.floor(time / options.windowMs) : 0);
  /** The current window, its entries moved to `previous` when it is a new one. */
  const turn = (): number => {
    // Without windows there is one, forever: no clock read on every lookup.
    const current = options.windowMs ? windowAt(now()) : 0;
    if (current !== window) {
      previous = current === window + 1 ? entries : new Map();
      entries = new Map();
      used = 0;
      window = current;
    }
    return current;
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    used -= entry.size;
  };

  /** The entry serving `key` at `version`, dropped when past its time. */
  const held = (key: string, version: number): Entry<V> | undefined => {
    turn();
    const entry = entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    if (entry.expires !== Infinity && entry.expires <= now()) {
      remove(key);
      return undefined;
    }
    if (recency) {
      // Most recently used last, so the bound drops what nobody asks for.
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
  };

  const keep = (key: string, value: V, version: number) => {
    turn();
    const size = sizeOf(value, key);
    if (options.maxItemSize !== undefined && size > options.maxItemSize) return;
    remove(key);
    const expires = options.ttlMs === undefined ? Infinity : now() + options.ttlMs;
    entries.set(key, { value, version, size, expires });
    used += size;
    for (const oldest of entries.keys()) {
      const over =
        (options.maxEntries !== undefined && entries.size > options.maxEntries) ||
        (options.maxSize !== undefined && used > options.maxSize);
      if (!over) break;
      remove(oldest);
    }
  };

  const flightKey = (current: number, version: number, key: string) => `${current}\n${version}\n${key}`;

  const lookup = async (key: string, make: () => Promise<V>, version = 0) => {
    const entry = held(key, version);
    if (entry) return { value: entry.value, cached: true };
    const started = window;
    const flying = flightKey(started, version, key);
    let flight = pending.get(flying);
    if (!flight) {
      flight = make()
        .then((value) => {
          // Made while the window turned: it belongs to the window it started in, which is gone.
          const kept = (options.keep?.(value) ?? true) && windowAt(now()) === started;
          if (kept) keep(key, value, version);
          return value;
        })
        .finally(() => pending.delete(flying));
      pending.set(flying, flight);
    }
    return { value: await flight, cached: false };
  };

  return {
    lookup,
    async get(key, make, version) {
      return (await lookup(key, make, version)).value;
    },
    peek: (key, version = 0) => held(key, version)?.value,
    set: (key, value, version = 0) => keep(key, value, version),
    has(key, version = 0) {
      return held(key, version) !== undefined || pending.has(flightKey(window, version, key));
    },
    stale(key) {
      turn();
      return (entries.get(key) ?? previous.get(key))?.value;
    },
    delete(key) {
      turn();
      remove(key);
    },
    clear() {
      entries.clear();
      previous.clear();
      used = 0;
    },
    get size() {
      turn();
      return entries.size;
    },
  };
}
