import { hasPermission, type Permission } from '@annuaire/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, fetcher } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import type { CurrentUser as CurrentUserShape } from './current-user-schema';

export type CurrentUser = CurrentUserShape;

/**
 * GET /api/user's shape (current-user-schema.ts), checked by a validator that loads on first use: the shell
 * asks for the user on every page, and the validation library stays out of the first download.
 */
export const CurrentUser = lazySchema(() => import('./current-user-schema').then((module) => module.CurrentUserSchema));

export const CURRENT_USER_KEY = ['user'] as const;
/** SPEC §7: the current user is cached for 60 s. */
const CURRENT_USER_STALE_MS = 60_000;

/** The signed-in member, or null for a visitor: a 401 is an answer ("nobody"), not a failure. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await fetcher('/api/user', CurrentUser, signal);
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
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: CURRENT_USER_STALE_MS,
    retry: false,
  });
  return { user: query.data ?? null, checked: !query.isPending };
}

/** Permission check against the one role table the server enforces too (shared/src/permissions.ts). */
export function can(user: CurrentUser | null, permission: Permission): boolean {
  return user !== null && hasPermission(user.role, permission);
}
