import type { ComponentType } from 'react';
import { pageModule } from '../page-route';

/**
 * The footer sits below every page's content, so it never delays a first paint the browser renders: its code and
 * texts load right after the shell, as a page's do (page-route.tsx keeps them, once per realm).
 */
const footer = pageModule(() => import('./Footer').then((module) => module.Footer), ['footer']);

/**
 * A server-rendered page's footer is already on screen: its code loads before hydration (main.tsx), so React
 * adopts the footer's markup at once instead of leaving it for later, when an update reaching it would make React
 * render it again from nothing.
 */
export const preloadFooter = (): Promise<unknown> => footer.load();

/** The footer as a component: the loaded one when its code is here, else the lazy one (choose once per mount). */
export function footerComponent(): ComponentType {
  return footer.resolved ?? footer.lazy;
}
