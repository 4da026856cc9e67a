import { hasPermission, type CurrentUser, type Permission } from '@annuaire/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, fetcher, type ResponseSchema } from './api-client';
import { lazySchema } from './lazy-schema';

/**
 * GET /api/user's shape (shared/src/users/currentUser.ts), checked by a validator that loads beside the
 * first request (current-user-schema.ts). Sign-in, registration and the account pages read the same answer.
 */
export const currentUserSchema = lazySchema(() => import('./current-user-schema').then((module) => module.CurrentUser));

export const CURRENT_USER_KEY = ['user'] as const;
/** docs/product.md §7: the current user is cached for 60 s. */
const CURRENT_USER_STALE_MS = 60_000;

/** GET /api/user?guest=null's answer: the member, or nobody (204, no body). */
const memberOrNobody: ResponseSchema<CurrentUser | null> = {
  '~standard': {
    version: 1,
    vendor: 'annuaire',
    validate: (value) => (value === null ? { value: null } : currentUserSchema['~standard'].validate(value)),
  },
  preload: () => currentUserSchema.preload?.(),
};

/**
 * The same, its validator downloaded only for a member's answer: when the page already says nobody is signed in
 * (a visitor's server-rendered page, app/server/page-data.ts), most likely the answer again, which needs no
 * checking code (docs/benchmarks.md, "Web pages": the schemas' chunk was 14 KB of every visitor's first load).
 */
const likelyNobody: ResponseSchema<CurrentUser | null> = { '~standard': memberOrNobody['~standard'] };

/**
 * The signed-in member, or null for a visitor. The server answers a visitor 204 (`?guest=null`) rather than a
 * 401 each guest's browser would log as an error; a 401 (a session ended meanwhile) still means nobody.
 */
export async function getCurrentUser(signal?: AbortSignal, nobodySoFar = false): Promise<CurrentUser | null> {
  try {
    return await fetcher('/api/user?guest=null', nobodySoFar ? likelyNobody : memberOrNobody, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * `checked` turns true once the site knows whether someone is signed in; guards and the cookie dialog wait
 * for it. An unreachable API counts as signed out, so the public pages keep working.
 */
export function useCurrentUser(): { user: CurrentUser | null; checked: boolean } {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal, client }) => getCurrentUser(signal, client.getQueryData(CURRENT_USER_KEY) === null),
    staleTime: CURRENT_USER_STALE_MS,
    retry: false,
  });
  return { user: query.data ?? null, checked: !query.isPending };
}

/** Permission check against the one role table the server enforces too (shared/src/permissions.ts). */
export function can(user: CurrentUser | null, permission: Permission): boolean {
  return user !== null && hasPermission(user.role, permission);
}

/**
 * docs/product.md §4: once the session ends (logout, logout everywhere, account deleted), the cached member is cleared
 * and everything cached under their session is revalidated.
 */
export async function forgetSession(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
}
