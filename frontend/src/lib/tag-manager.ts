import { pushToDataLayer } from './analytics';

let loaded = false;

/** Runs `task` once the page is loaded and the browser is idle, so third-party code never delays the first paint. */
export function afterInteractive(task: () => void): void {
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: 3000 });
    else setTimeout(task, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/** Injects the Google Tag Manager container once; events pushed earlier wait in the data layer. */
export function loadTagManager(containerId: string): void {
  if (loaded) return;
  loaded = true;
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}
