/**
 * Counting what a page actually showed (docs/product.md §6 counting ads): a block counts once it is at least half
 * on screen. What is reported is the token the server signed when it drew the block, never a block or a placement
 * of the page's choosing: the server counts each token once, however often it is reported. Reports are batched
 * (at most 24 tokens a request, as the server takes them) and sent when the page hides. Loaded after the page
 * shows; never part of the first download.
 */
const BATCH_MAX = 24;
const queue = new Set<string>();
const reported = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

function flush() {
  if (timer) clearTimeout(timer);
  timer = undefined;
  const tokens = [...queue];
  queue.clear();
  for (let start = 0; start < tokens.length; start += BATCH_MAX) {
    void fetch('/api/ads/impressions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tokens: tokens.slice(start, start + BATCH_MAX) }),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  }
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Watches one drawn block; answers the function that stops watching it. */
export function observeImpression(element: Element, token: string): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // A block shown again under the same token (a page revisited from the cache) would only be refused.
      if (reported.has(token)) return;
      reported.add(token);
      queue.add(token);
      timer ??= setTimeout(flush, 1000);
    },
    { threshold: 0.5 },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
