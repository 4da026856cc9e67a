import type Router from '@koa/router';
import type { ApiDependencies } from '../api/dependencies';

/** The staff application's own API (`/api/admin/users`, log in as, extract): users and their history. */
export function backofficeRouters(_deps: ApiDependencies): Router[] {
  return [];
}
