/**
 * Full page loads, for addresses the server answers with another application (the staff area at /hq).
 * Kept in its own module so tests can observe it instead of jsdom failing to navigate.
 */
export function hardNavigate(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/** The path the browser loaded first: if the server itself sent /hq to this app, reloading would loop. */
export const initialPathname = typeof window === 'undefined' ? '/' : window.location.pathname;
