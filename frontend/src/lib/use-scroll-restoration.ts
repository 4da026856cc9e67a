import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Navigation state that keeps the scroll position on a new address (a listing filter sent back to page 1). */
export const KEEP_SCROLL = { keepScroll: true } as const;

const SESSION_KEY = 'annuaire.scrollPositions';
/** Enough history entries for any real session; the oldest positions are dropped first. */
const MAX_ENTRIES = 100;

function readPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? '[]') as [string, number][];
    return new Map(Array.isArray(saved) ? saved : []);
  } catch {
    return new Map();
  }
}

/** Where each history entry was scrolled to, by React Router's location key; kept across reloads of the tab. */
const positions = readPositions();

function remember(key: string, y: number): void {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value as string);
}

function persist(): void {
  try {
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify([...positions]));
  } catch {
    // Storage disabled: positions still work within this page load.
  }
}

/**
 * Scroll like a multi-page site: back and forward return to where the entry was left, a new page starts
 * at the top, and a change of query only (a filter, a modal in the query) leaves the page where it is. An
 * address with a fragment is left to the page, which scrolls to its section once rendered.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    // The browser's own restoration would jump before the page has rendered its content.
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', persist);
    return () => {
      window.history.scrollRestoration = before;
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => remember(location.key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (action === 'POP') {
      const saved = positions.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const keep = (location.state as Partial<typeof KEEP_SCROLL> | null)?.keepScroll === true;
    if (location.hash || samePage || keep) return;
    window.scrollTo(0, 0);
    // Only the key matters: pathname, state and action change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [location.key]);
}
