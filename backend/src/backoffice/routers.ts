import type Router from '@koa/router';
import type { ApiDependencies } from '../api/dependencies';
import { loginAsRouter } from './loginAs';
import { adminUsersRouter } from './users/api';

/** The staff application's own API (`/api/admin/users`, log in as, merge preview): users and their history. */
export function backofficeRouters(deps: ApiDependencies): Router[] {
  return [adminUsersRouter(deps), loginAsRouter(deps)];
}
