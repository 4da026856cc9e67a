import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Pages are code-split and navigations are transitions: the address changes only once the new page is ready. */
const waiting = new Set<{ pathname: string; arrived: () => void }>();

/** A navigation that never lands (its page failed to load) must not leave the caller waiting forever. */
const GIVE_UP_MS = 5_000;

/** Resolves once the site has rendered `pathname` (reported by useReportArrival in the shell), or after 5 s. */
export function arrivalAt(pathname: string): Promise<void> {
  return new Promise((resolve) => {
    const waiter = {
      pathname,
      arrived: () => {
        window.clearTimeout(timer);
        resolve();
      },
    };
    const timer = window.setTimeout(() => {
      waiting.delete(waiter);
      resolve();
    }, GIVE_UP_MS);
    waiting.add(waiter);
  });
}

/** The shell's side: tells whoever waits that their page is on screen. */
export function useReportArrival(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    for (const waiter of waiting) {
      if (waiter.pathname !== pathname) continue;
      waiting.delete(waiter);
      waiter.arrived();
    }
  }, [pathname]);
}
