/* global self, caches */
/**
 * The site's service worker: keeps the app shell available so a returning visitor gets an instant start and
 * an offline page load still shows the site (the data then comes from the API as usual).
 * - Navigations: network first, the release's cached shell (the bare index.html, cached at install) when
 *   offline. A page answered by the network is never kept as the shell: it is rendered on the server for its
 *   own address, with its own data embedded, and offered for another address it would show the wrong page.
 * - Hashed build assets (/assets/*): cache first; their names change with their content.
 * - API calls, the staff app and other origins: never touched.
 *
 * One cache per release: the page registers `/sw.js?release=<id>` (src/lib/service-worker.ts), so each
 * deployment installs a new worker, which fills `annuaire-<id>` and on activation deletes the caches of
 * earlier releases (`annuaire-*`), instead of every release's files piling up in one cache.
 */
const CACHE_PREFIX = 'annuaire-';
const SHELL = '/index.html';

/** The cache of the release this worker was registered for; `unversioned` when the page gave none. */
function cacheNameOf(search) {
  const release = new URLSearchParams(search).get('release');
  return CACHE_PREFIX + (release || 'unversioned');
}

/** The caches an activating worker deletes: every earlier release's, none that is not the site's. */
function staleCaches(keys, current) {
  return keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== current);
}

/** How a GET of the site is answered: 'navigation' (network first), 'asset' (cache first) or null (untouched). */
function strategyFor(request, origin) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/hq')) return null;
  if (request.mode === 'navigate') return 'navigation';
  return url.pathname.startsWith('/assets/') ? 'asset' : null;
}

const CACHE = cacheNameOf(self.location.search);

/** Stores a good answer in this release's cache; a failed write only costs a later network fetch. */
function keep(key, response) {
  if (!response.ok) return;
  const copy = response.clone();
  caches
    .open(CACHE)
    .then((cache) => cache.put(key, copy))
    .catch((error) => console.warn('Service worker could not cache', key, error));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(staleCaches(keys, CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const strategy = strategyFor(request, self.location.origin);
  if (strategy === 'navigation') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(SHELL, { cacheName: CACHE }).then((cached) => cached || Response.error()),
      ),
    );
  } else if (strategy === 'asset') {
    event.respondWith(
      caches.match(request, { cacheName: CACHE }).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            keep(request, response);
            return response;
          }),
      ),
    );
  }
});
