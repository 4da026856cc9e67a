import { useCallback, useEffect, useRef, type RefCallback } from 'react';

/** SPEC "link prefetch margin 200 px": a card this close to the viewport is about to be seen. */
export const PREFETCH_MARGIN_PX = 200;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** A visitor who asked to save data, or on a 2G-class link, downloads only what they open. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

/** What tells a visitor is using the page, not only looking at its first screen. */
const INTERACTIONS = ['scroll', 'pointerdown', 'pointermove', 'keydown', 'touchstart'] as const;

// Module-wide: the visitor's first interaction is the page's, whichever card asks (the server never prefetches).
let interacted: Promise<void> | undefined;

/** Settles at the visitor's first scroll, touch, key or pointer move on this page (once for the whole visit). */
function firstInteraction(): Promise<void> {
  interacted ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}

/**
 * Runs prefetches once the page has loaded, the visitor has started using it and the browser is idle: they never
 * compete with the page's own first requests (its pictures, its data) for a slow phone's bandwidth, nor with its
 * hydration for the main thread (a profile page's code is evaluated as it arrives), and a visitor who only looks
 * at the first screen downloads nothing more (docs/benchmarks.md, "Web pages": JavaScript by network idle).
 */
function whenIdle(run: () => void): void {
  const idle = () => void firstInteraction().then(() => (window.requestIdleCallback ?? setTimeout)(run));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

const waiting = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | null | undefined;

/** One observer for every card of the page: each card costs a map entry, not an observer. */
function sharedObserver(): IntersectionObserver | null {
  observer ??=
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const { target, isIntersecting } of entries) {
              const near = isIntersecting && waiting.get(target);
              if (!near) continue;
              // Once per card: it is no longer watched.
              waiting.delete(target);
              observer?.unobserve(target);
              if (!savesData()) whenIdle(near);
            }
          },
          { rootMargin: `${PREFETCH_MARGIN_PX}px` },
        )
      : null;
  return observer;
}

/**
 * A ref for an element that calls `prefetch` once, the first time the element comes within
 * PREFETCH_MARGIN_PX of the viewport; never for a visitor saving data.
 */
export function usePrefetchNear<T extends Element>(prefetch: (() => void) | undefined): RefCallback<T> {
  const latest = useRef(prefetch);
  useEffect(() => {
    latest.current = prefetch;
  });
  const enabled = prefetch !== undefined;
  return useCallback(
    (element: T | null) => {
      const shared = enabled ? sharedObserver() : null;
      if (!element || !shared) return;
      waiting.set(element, () => latest.current?.());
      shared.observe(element);
      return () => {
        waiting.delete(element);
        shared.unobserve(element);
      };
    },
    [enabled],
  );
}
