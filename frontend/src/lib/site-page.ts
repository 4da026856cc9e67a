import type { ComponentType } from 'react';
import type { Namespace } from '@/lib/i18n';

/** Loads a code-split page's component. Routes sharing one loader share one mounted page (see app/page-route.tsx). */
export type PageLoader = () => Promise<ComponentType>;

/** Who may see a page (docs/product.md §2); enforced by the auth feature's RouteGuard. */
export interface RouteAccess {
  access?: 'loggedIn' | 'loggedOut';
  /** Advertisers have no own profile or credit history: /edit, /profile and /transaction-history send them home. */
  forbidAdvertiser?: boolean;
}

/**
 * A page as a feature describes it: plain data, so features need not know the app layer. app/routes.tsx
 * turns each into a lazy, guarded route.
 */
export interface SitePage {
  /** Relative to the language branch (`/` or the other language's prefix). */
  path: string;
  load: PageLoader;
  /** Translation namespaces loaded together with the page's code, so it never shows untranslated. */
  namespaces: Namespace[];
  guard?: RouteAccess;
}
