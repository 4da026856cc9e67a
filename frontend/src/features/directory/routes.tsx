import type { RouteObject } from 'react-router';

/** Listings, the advertiser profile page and favorites (SPEC §2). */
export function directoryRoutes(): RouteObject[] {
  return [];
}
