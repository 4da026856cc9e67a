import { useCallback, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { MODAL_KEYS } from '@/config/paths';
import { useQueryModal } from './use-query-modal';

/*
 * Whether the visitor has just asked for the search, before the router has committed `?searchBar=open`:
 * navigations render as transitions, so the URL-driven overlay (and its field) can appear tens of
 * milliseconds to seconds after the click, and keys typed meanwhile would go nowhere. The shell shows its
 * stand-in field as soon as this is set (app/layout/SearchStandIn.tsx).
 */
let requested = false;
/** What had the focus when the search was asked for: it gets it back when the search closes. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setRequested(value: boolean) {
  if (requested === value) return;
  requested = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True from the click on a search button until the overlay's URL state takes over (or it is closed). */
export function useSearchRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

declare global {
  interface Window {
    /** A search asked for before the app started, with the keys typed since (kept by index.html's script). */
    earlySearch?: { typed: string };
    /** Set when the app takes over the search buttons: the page's first script stops keeping keys. */
    appStarted?: boolean;
  }
}

/**
 * Takes over from the page's first script (index.html): answers what was typed after a search button was pressed
 * before the app had started, or null when none was. Only the first call can answer it.
 */
export function takeEarlySearch(): string | null {
  window.appStarted = true;
  const early = window.earlySearch;
  delete window.earlySearch;
  if (!early) return null;
  setRequested(true);
  return early.typed;
}

/** The request has been answered (the URL says open) or withdrawn (closed). */
export const settleSearchRequest = () => setRequested(false);

/**
 * Gives the focus back to the button that opened the search. The overlay's own focus trap would return it to
 * the element focused when it opened, which is the stand-in field, gone by then.
 */
export function refocusSearchOpener() {
  if (opener?.isConnected) opener.focus();
  opener = null;
}

/**
 * Opens the search overlay (docs/product.md §2): the shell's stand-in field is rendered and focused inside the click
 * itself, so every key typed from then on is kept, then the URL follows.
 */
export function useOpenSearch(): () => void {
  const { openModal } = useQueryModal(MODAL_KEYS.searchBar);
  return useCallback(() => {
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    flushSync(() => setRequested(true));
    openModal();
  }, [openModal]);
}
