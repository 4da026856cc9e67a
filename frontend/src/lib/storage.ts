import { env } from '@/config/env';

/** The site's own localStorage keys (docs/product.md §3), each written under the configured prefix. */
export const STORAGE_KEYS = {
  pageViews: 'pageViews',
  lastVisit: 'lastVisit',
  cookieConsent: 'cookieConsent',
  /** When the modal ad last opened (docs/product.md §9: again after 12 hours). */
  modalAdShownAt: 'modalAdShownAt',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const CHANGE_EVENT = 'annuaire:storage';

function fullKey(key: StorageKey): string {
  return `${env.VITE_STORAGE_PREFIX}${key}`;
}

/** False in private modes and when the visitor blocked site data: the site then warns once (docs/product.md §5). */
export function isStorageAvailable(): boolean {
  try {
    const probe = `${env.VITE_STORAGE_PREFIX}probe`;
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(fullKey(key));
  } catch {
    return null;
  }
}

/** Writes and tells same-tab subscribers (the native `storage` event only reaches other tabs). */
export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(fullKey(key), value);
  } catch {
    // Storage disabled: the value lives for this page only, the visitor has already been warned.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

export function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
