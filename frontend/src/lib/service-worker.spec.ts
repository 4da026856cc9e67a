import { afterEach, describe, expect, it, vi } from 'vitest';
// The worker's own text, as the browser gets it: it is a plain script, not part of the build.
import WORKER_SOURCE from '../../public/sw.js?raw';
import { serviceWorkerUrl, setUpServiceWorker } from './service-worker';

const ORIGIN = 'https://annuaire.test';

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}
interface FakeResponse {
  ok: boolean;
  body: string;
  clone: () => FakeResponse;
}

const answer = (body: string, ok = true): FakeResponse => ({ ok, body, clone: () => answer(body, ok) });
const pathOf = (key: string | FakeRequest) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).pathname;

/** The browser's CacheStorage, in memory: cache name → path → answer. */
function fakeCaches(network: (request: string) => Promise<FakeResponse>) {
  const stores = new Map<string, Map<string, FakeResponse>>();
  const storeOf = (name: string) => stores.get(name) ?? stores.set(name, new Map()).get(name)!;
  return {
    stores,
    api: {
      open: async (name: string) => {
        const store = storeOf(name);
        return {
          add: async (url: string) => void store.set(pathOf(url), await network(url)),
          put: async (key: string | FakeRequest, response: FakeResponse) => void store.set(pathOf(key), response),
        };
      },
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (key: string | FakeRequest, options?: { cacheName?: string }) => {
        const names = options?.cacheName ? [options.cacheName] : [...stores.keys()];
        for (const name of names) {
          const found = stores.get(name)?.get(pathOf(key));
          if (found) return found;
        }
        return undefined;
      },
    },
  };
}

/** Runs public/sw.js as the browser would, registered at `scriptUrl`, against fake caches and network. */
function startWorker(scriptUrl: string, existingCaches: string[] = []) {
  const network = vi.fn(async (request: string | FakeRequest) => answer(`network ${pathOf(request)}`));
  const caches = fakeCaches((url) => network(url));
  for (const name of existingCaches) caches.stores.set(name, new Map([['/old.js', answer('old')]]));
  const handlers = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL(scriptUrl, ORIGIN),
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
  };
  // The script sees these as its globals, as a worker does; the rest (URL, Response) are the page's.
  const run = new Function('self', 'caches', 'fetch', WORKER_SOURCE) as (...globals: unknown[]) => void;
  run(self, caches.api, network);
  const lifecycle = async (type: 'install' | 'activate') => {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)!({ waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  const request = async (path: string, mode = 'no-cors'): Promise<FakeResponse | null> => {
    let answered: Promise<FakeResponse> | null = null;
    const event = {
      request: { url: new URL(path, ORIGIN).href, method: 'GET', mode },
      respondWith: (promise: Promise<FakeResponse>) => (answered = promise),
    };
    handlers.get('fetch')!(event);
    return answered ? await answered : null;
  };
  return { caches, network, lifecycle, request };
}

describe('the service worker registration', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("puts the build's release in the worker's address, so its cache is named after it", async () => {
    const url = serviceWorkerUrl('0.1.0+abc1234');
    expect(url).toBe('/sw.js?release=0.1.0%2Babc1234');
    const worker = startWorker(url);
    await worker.lifecycle('install');
    expect([...worker.caches.stores.keys()]).toEqual(['annuaire-0.1.0+abc1234']);
  });

  it('registers the worker of this release once the page has loaded, after removing the legacy one', async () => {
    vi.stubEnv('VITE_RELEASE', '0.2.0+def5678');
    const legacy = { unregister: vi.fn(async () => true), active: { scriptURL: `${ORIGIN}/service-worker.js` } };
    const current = { unregister: vi.fn(async () => true), active: { scriptURL: `${ORIGIN}/sw.js?release=0.1.0` } };
    const register = vi.fn(async () => ({}));
    vi.stubGlobal('navigator', {
      serviceWorker: { getRegistrations: async () => [legacy, current], register },
    });
    setUpServiceWorker('service-worker.js');
    await vi.waitFor(() => expect(register).toHaveBeenCalled());
    expect(register).toHaveBeenCalledWith('/sw.js?release=0.2.0%2Bdef5678', { scope: '/' });
    expect(legacy.unregister).toHaveBeenCalled();
    expect(current.unregister).not.toHaveBeenCalled();
  });
});

describe('public/sw.js', () => {
  it("deletes earlier releases' caches on activation and keeps its own and other sites' caches", async () => {
    const worker = startWorker('/sw.js?release=2', ['annuaire-shell-v1', 'annuaire-1', 'someone-else']);
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect([...worker.caches.stores.keys()].sort()).toEqual(['annuaire-2', 'someone-else']);
    expect(worker.caches.stores.get('annuaire-2')?.has('/index.html')).toBe(true);
  });

  it('serves hashed assets from its cache after the first download', async () => {
    const worker = startWorker('/sw.js?release=2');
    await worker.lifecycle('install');
    expect((await worker.request('/assets/app-1a2b.js'))?.body).toBe('network /assets/app-1a2b.js');
    await vi.waitFor(() => expect(worker.caches.stores.get('annuaire-2')?.has('/assets/app-1a2b.js')).toBe(true));
    worker.network.mockClear();
    expect((await worker.request('/assets/app-1a2b.js'))?.body).toBe('network /assets/app-1a2b.js');
    expect(worker.network).not.toHaveBeenCalled();
  });

  it('fetches pages from the network first and falls back to the bare shell offline, never to another page', async () => {
    const worker = startWorker('/sw.js?release=2');
    await worker.lifecycle('install');
    worker.network.mockResolvedValueOnce(answer('the Montréal listing, rendered on the server'));
    expect((await worker.request('/female-escorts/montreal', 'navigate'))?.body).toBe(
      'the Montréal listing, rendered on the server',
    );
    worker.network.mockRejectedValueOnce(new TypeError('offline'));
    // The shell cached at install, which the browser renders for the address asked.
    expect((await worker.request('/user/jade.4', 'navigate'))?.body).toBe('network /index.html');
  });

  it('leaves the API and the staff app to the network', async () => {
    const worker = startWorker('/sw.js?release=2');
    expect(await worker.request('/api/users?chunk=1')).toBeNull();
    expect(await worker.request('/hq/users', 'navigate')).toBeNull();
    expect(await worker.request('https://cdn.example/assets/x.js')).toBeNull();
  });
});
