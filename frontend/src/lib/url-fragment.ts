import { useCallback, useSyncExternalStore } from 'react';

/** The URL fragment without its `#`, decoded; none in the server render (browsers never send it). */
export function readFragment(): string {
  if (typeof window === 'undefined') return '';
  const raw = window.location.hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Sets the fragment without navigating: no history entry, no scroll, no router re-render. The fragment is
 * dropped when it equals the default, so the default state keeps the clean URL. The router's history state
 * is kept as is, or back/forward would lose track of its entries.
 */
export function writeFragment(value: string, defaultValue = ''): void {
  const { pathname, search } = window.location;
  const hash = value === defaultValue || value === '' ? '' : `#${encodeURIComponent(value)}`;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/** Who to tell when the fragment is set here (`replaceState` fires no event). */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('hashchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('hashchange', listener);
  };
}

/**
 * State mirrored into the URL fragment (a selected tab, a section). The server never sees the fragment, so
 * hydration renders the default as the server did, and the fragment's value follows at once.
 */
export function useUrlFragment(defaultValue: string): [string, (value: string) => void] {
  const value = useSyncExternalStore(subscribe, readFragment, () => '') || defaultValue;
  const update = useCallback(
    (next: string) => {
      writeFragment(next, defaultValue);
      for (const listener of listeners) listener();
    },
    [defaultValue],
  );
  return [value, update];
}
