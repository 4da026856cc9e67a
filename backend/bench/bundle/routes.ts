/**
 * The pages whose first load the bundle benchmark weighs: the page module the router loads lazily and
 * the translation namespaces it waits for (src/app/routes.tsx and the feature route files).
 */
export interface MeasuredRoute {
  name: string;
  /** Modules relative to frontend/, as the build manifest names them. */
  modules: string[];
  namespaces: string[];
}

export const MEASURED_ROUTES: MeasuredRoute[] = [
  { name: 'home `/`', modules: ['src/features/home/components/HomePage.tsx'], namespaces: ['home'] },
  {
    name: 'listing `/female-escorts/montreal`',
    modules: ['src/features/directory/components/ListingPage.tsx'],
    namespaces: ['directory'],
  },
  {
    name: 'profile `/user/{username}`',
    modules: ['src/features/profile/components/ProfilePage.tsx'],
    namespaces: ['directory', 'profile'],
  },
  {
    name: 'log in `/login`',
    modules: ['src/features/auth/components/LoginPage.tsx'],
    namespaces: ['auth', 'validation'],
  },
];

/** The docs/product.md §9 / issue budget for the listing route's initial JavaScript, gzipped. */
export const INITIAL_JS_BUDGET = 200 * 1024;
