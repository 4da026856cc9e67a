/**
 * docs/product.md §7: a worker left by an older release under another file name is unregistered, then `/sw.js` is
 * registered once the page has loaded (registration competes with the first render otherwise). Failures
 * are only logged: the site works without a worker.
 */
export function setUpServiceWorker(legacyFileName: string): void {
  if (!('serviceWorker' in navigator)) return;
  const setUp = async () => {
    try {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(
        registrations
          .filter((registration) => workerUrl(registration)?.endsWith(`/${legacyFileName}`))
          .map((registration) => registration.unregister()),
      );
      await navigator.serviceWorker.register(serviceWorkerUrl(import.meta.env.VITE_RELEASE), { scope: '/' });
    } catch (error) {
      console.warn('Service worker setup failed', error);
    }
  };
  // The app starts asynchronously (translations first), so the load event may already be behind us.
  if (document.readyState === 'complete') void setUp();
  else window.addEventListener('load', () => void setUp(), { once: true });
}

/**
 * The worker's address for this build: the release id (vite.config.ts `VITE_RELEASE`) in its query names the
 * worker's cache (public/sw.js), and a new address makes each deployment install a worker that clears the last
 * release's files. Without an id (a test run) the worker uses one unversioned cache.
 */
export function serviceWorkerUrl(release: string | undefined): string {
  return release ? `/sw.js?release=${encodeURIComponent(release)}` : '/sw.js';
}

function workerUrl(registration: ServiceWorkerRegistration): string | undefined {
  return (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL;
}
