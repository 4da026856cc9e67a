import { useSyncExternalStore } from 'react';

/**
 * Whether the live stream (Server-Sent Events) is open right now. While it is, events refresh the screens
 * at once and polling would only repeat the same requests; when it drops, screens fall back to polling
 * (docs/product.md §7, §9). One value for the whole app, because there is one stream for the whole app.
 */
let connected = false;
const listeners = new Set<() => void>();

export function setLiveConnected(value: boolean): void {
  if (value === connected) return;
  connected = value;
  for (const listener of listeners) listener();
}

export function isLiveConnected(): boolean {
  return connected;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribe, isLiveConnected, () => false);
}

/** A query's `refetchInterval`: none while the stream is open, `ms` while the screen has to poll. */
export function useFallbackInterval(ms: number): number | false {
  return useLiveConnected() ? false : ms;
}
