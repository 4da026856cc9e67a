import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Pages are code-split and navigations are transitions: the address changes only once the new page is ready. */
const waiting = new Set<{ pathname: string; arrived: () => void }>();

/** Resolves once the site has rendered `pathname` (reported by useReportArrival in the shell). */
export function arrivalAt(pathname: string): Promise<void> {
  return new Promise((arrived) => waiting.add({ pathname, arrived }));
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
