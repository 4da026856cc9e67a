import type { RouteObject } from 'react-router';

/** The member's own area: profile, editing, credits, history, settings (SPEC §2). */
export function accountRoutes(): RouteObject[] {
  return [];
}
