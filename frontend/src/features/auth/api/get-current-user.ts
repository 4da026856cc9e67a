import { hasPermission, ROLES, type Gender, type Permission } from '@annuaire/shared';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, fetcher } from '@/lib/api-client';

/**
 * Shared's GENDERS lives beside the form schemas (classic zod, kept out of the first chunk); the type check
 * still ties this list to it.
 */
const GENDER_VALUES = ['woman', 'man', 'trans-woman', 'trans-man'] as const satisfies readonly Gender[];

/** GET /api/user: the signed-in member as the accounts API describes it. */
export const CurrentUser = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  gender: z.enum(GENDER_VALUES),
  permissions: z.array(z.string()),
  /** VIP expiry; VIP while in the future. */
  vip: z.nullable(z.string()),
  pending: z.boolean(),
  libertine: z.boolean(),
  incall: z.boolean(),
  outcall: z.boolean(),
  virtual: z.boolean(),
  virtualLocked: z.boolean(),
  bio: z.string(),
  headline: z.string(),
  tags: z.array(z.string()),
  /** Last boost or availability; null when unavailable. */
  online: z.nullable(z.string()),
  ghost: z.boolean(),
  messaging: z.boolean(),
  verificationState: z.nullable(z.string()),
  profilePicture: z.nullable(z.object({ url: z.string() })),
  favorites: z.record(z.string(), z.literal(true)),
  credits: z.number(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

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
