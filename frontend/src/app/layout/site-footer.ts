import { lazy, type ComponentType } from 'react';

let loading: Promise<ComponentType> | undefined;
let loaded: ComponentType | undefined;

const load = () =>
  (loading ??= import('./Footer').then(
    (module) => (loaded = module.Footer),
    (error: unknown) => {
      loading = undefined; // a failed download is tried again by the next render
      throw error;
    },
  ));

/**
 * The footer sits below every page's content, so it never delays a first paint the browser renders: its links,
 * settings and place lists load right after the shell.
 */
const LazyFooter = lazy(() => load().then((Footer) => ({ default: Footer })));

/**
 * A server-rendered page's footer is already on screen: its code loads before hydration (main.tsx), so React
 * adopts the footer's markup at once instead of leaving it for later, when an update reaching it would make React
 * render it again from nothing.
 */
export const preloadFooter = (): Promise<unknown> => load();

/** The footer as a component: the loaded one when its code is here, else the lazy one (choose once per mount). */
export function footerComponent(): ComponentType {
  return loaded ?? LazyFooter;
}
