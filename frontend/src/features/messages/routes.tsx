import type { RouteObject } from 'react-router';

/** The conversation list and threads (SPEC §2). */
export function messagesRoutes(): RouteObject[] {
  return [];
}
