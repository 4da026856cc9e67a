import type Router from '@koa/router';
import type { ApiDependencies } from '../api/dependencies';

/** Staff tools beyond users: moderation queue, help services, campaigns, settings, outbox, reports. */
export function staffToolsRouters(_deps: ApiDependencies): Router[] {
  return [];
}
