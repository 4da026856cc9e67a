import { useCallback, useState } from 'react';

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

/** State mirrored into the URL fragment (a selected tab, a section), read once on mount. */
export function useUrlFragment(defaultValue: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => readFragment() || defaultValue);
  const update = useCallback(
    (next: string) => {
      setValue(next);
      writeFragment(next, defaultValue);
    },
    [defaultValue],
  );
  return [value, update];
}
