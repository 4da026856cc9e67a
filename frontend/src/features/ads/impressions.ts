import type { AdPlacement } from '@annuaire/shared';

/**
 * Counting what a page view actually showed (docs/product.md §6): a block counts once it is at least half on
 * screen, reported in batches per page view (the server counts each block and placement once per page view).
 * Loaded after the page shows; never part of the first download.
 */
let pageView = newPageView();
let lastPath = typeof location === 'undefined' ? '' : location.pathname;
const queue = new Map<string, { blockId: string; placement: AdPlacement }>();
let timer: ReturnType<typeof setTimeout> | undefined;

function newPageView(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ ((Math.random() * 16) >> (Number(c) / 4))).toString(16),
      );
}

/** The current page view's id: a new one after each route change. */
export function currentPageView(): string {
  if (location.pathname !== lastPath) {
    flush();
    lastPath = location.pathname;
    pageView = newPageView();
  }
  return pageView;
}

function flush() {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (queue.size === 0) return;
  const body = JSON.stringify({ pageView, impressions: [...queue.values()] });
  queue.clear();
  void fetch('/api/ads/impressions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Watches one block; answers the function that stops watching it. */
export function observeImpression(element: Element, blockId: string, placement: AdPlacement): () => void {
  const view = currentPageView();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if (currentPageView() !== view) return;
      queue.set(`${blockId}/${placement}`, { blockId, placement });
      timer ??= setTimeout(flush, 1000);
    },
    { threshold: 0.5 },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
