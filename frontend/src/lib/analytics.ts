import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** The analytics layer the tag manager reads; it queues events pushed before the tag manager loads. */
export function pushToDataLayer(event: DataLayerEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** One page view per route change (docs/product.md §2), and the visit counters the ad rules read later (§9). */
export function trackPageView(path: string, language: string): void {
  pushToDataLayer({
    event: 'page_view',
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
    language,
  });
  const views = Number(readStorage(STORAGE_KEYS.pageViews) ?? '0');
  writeStorage(STORAGE_KEYS.pageViews, String(Number.isFinite(views) ? views + 1 : 1));
  writeStorage(STORAGE_KEYS.lastVisit, new Date().toISOString());
}
