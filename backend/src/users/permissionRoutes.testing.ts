/**
 * Test data, not routes (nothing but users/permissions.int.spec.ts imports it): who may call each route of
 * docs/product.md §6 (other members get 403, anonymous callers always 401), with a body the allowed callers send.
 */
export interface PermissionRoute {
  readonly name: string;
  readonly method: string;
  readonly path: () => string;
  readonly body?: () => unknown;
  readonly allowed: readonly string[];
}

export const STAFF_ONLY = ['admin', 'moderator'];
export const ADMIN_ONLY = ['admin'];
export const EVERYONE = ['admin', 'moderator', 'advertiser', 'escort', 'client'];

/** The users the table acts on, known once the spec has made them. */
export interface PermissionTargets {
  /** A member every staff command is tried on. */
  target(): string;
  /** A member made for one one-shot action: `role-target`, `delete-target`, `merge-source`, `merge-target`. */
  throwaway(name: string): string;
  /** An interac deposit request of the advertiser's, for the confirm route. */
  depositRequest(): string;
  idOf(username: string): string;
}

export const permissionRoutes = (at: PermissionTargets): PermissionRoute[] => [
  { name: 'GET /api/user', method: 'GET', path: () => '/api/user', allowed: EVERYONE },
  {
    name: 'PATCH /api/user',
    method: 'PATCH',
    path: () => '/api/user',
    body: () => ({ messaging: true }),
    allowed: EVERYONE,
  },
  {
    name: 'POST /api/user/reminders',
    method: 'POST',
    path: () => '/api/user/reminders',
    body: () => ({ reminder: 'vipReminder' }),
    allowed: EVERYONE,
  },
  {
    name: 'PATCH /api/user/favorites',
    method: 'PATCH',
    path: () => '/api/user/favorites',
    body: () => ({ favoritedUserId: at.throwaway('merge-target'), isFavorited: false }),
    allowed: EVERYONE,
  },
  {
    name: 'GET /api/credits/deposit-requests',
    method: 'GET',
    path: () => '/api/credits/deposit-requests',
    allowed: EVERYONE,
  },
  {
    name: 'PATCH /api/users/{id}',
    method: 'PATCH',
    path: () => `/api/users/${at.target()}`,
    body: () => ({ bio: 'Edited by staff', reason: 'support ticket' }),
    allowed: ADMIN_ONLY,
  },
  {
    name: 'POST /api/users/{id}/vip',
    method: 'POST',
    path: () => `/api/users/${at.target()}/vip`,
    body: () => ({ until: null, reason: 'support ticket' }),
    allowed: ADMIN_ONLY,
  },
  {
    name: 'POST /api/users/{id}/rank',
    method: 'POST',
    path: () => `/api/users/${at.target()}/rank`,
    body: () => ({ rank: null, reason: 'support ticket' }),
    allowed: ADMIN_ONLY,
  },
  {
    name: 'POST /api/users/{id}/virtual-lock',
    method: 'POST',
    path: () => `/api/users/${at.target()}/virtual-lock`,
    body: () => ({ locked: false, reason: 'support ticket' }),
    allowed: ADMIN_ONLY,
  },
  {
    name: 'POST /api/users/{id}/role',
    method: 'POST',
    path: () => `/api/users/${at.throwaway('role-target')}/role`,
    body: () => ({ reason: 'support ticket' }),
    allowed: ADMIN_ONLY,
  },
  {
    name: 'POST /api/users/{id}/credits',
    method: 'POST',
    path: () => `/api/users/${at.target()}/credits`,
    body: () => ({ credits: 1, notify: false }),
    allowed: ADMIN_ONLY,
  },
  {
    name: 'POST /api/users/{id}/credits/adjust',
    method: 'POST',
    path: () => `/api/users/${at.target()}/credits/adjust`,
    body: () => ({ credits: 1, reason: 'support ticket' }),
    allowed: ADMIN_ONLY,
  },
  {
    name: 'POST /api/users/{id}/claim',
    method: 'POST',
    path: () => `/api/users/${at.target()}/claim`,
    body: () => ({ email: 'owner@example.org', reason: 'support ticket' }),
    allowed: ADMIN_ONLY,
  },
  {
    name: 'POST /api/users/{id}/approve',
    method: 'POST',
    path: () => `/api/users/${at.target()}/approve`,
    body: () => ({}),
    allowed: STAFF_ONLY,
  },
  {
    name: 'POST /api/users/{id}/verification',
    method: 'POST',
    path: () => `/api/users/${at.target()}/verification`,
    body: () => ({ state: null }),
    allowed: STAFF_ONLY,
  },
  {
    name: 'POST /api/users/{id}/note',
    method: 'POST',
    path: () => `/api/users/${at.target()}/note`,
    body: () => ({ note: null }),
    allowed: STAFF_ONLY,
  },
  {
    name: 'POST /api/users/{id}/profile-completion',
    method: 'POST',
    path: () => `/api/users/${at.target()}/profile-completion`,
    body: () => ({ requested: false }),
    allowed: STAFF_ONLY,
  },
  {
    name: 'POST /api/users/{id}/static',
    method: 'POST',
    path: () => `/api/users/${at.target()}/static`,
    body: () => ({ isStatic: false, reason: 'support ticket' }),
    allowed: ADMIN_ONLY,
  },
  { name: 'GET /api/transactions', method: 'GET', path: () => '/api/transactions', allowed: STAFF_ONLY },
  { name: 'GET /api/deposit-requests', method: 'GET', path: () => '/api/deposit-requests', allowed: STAFF_ONLY },
  {
    name: 'POST /api/deposit-requests/{id}/confirm',
    method: 'POST',
    path: () => `/api/deposit-requests/${at.depositRequest()}/confirm`,
    body: () => ({ userId: at.idOf('advertiser'), notify: false }),
    allowed: ADMIN_ONLY,
  },
  {
    name: 'GET /api/admin/users/{id}/history',
    method: 'GET',
    path: () => `/api/admin/users/${at.target()}/history`,
    allowed: STAFF_ONLY,
  },
  {
    name: 'GET /api/admin/users/{id}',
    method: 'GET',
    path: () => `/api/admin/users/${at.target()}`,
    allowed: STAFF_ONLY,
  },
  { name: 'GET /api/admin/events', method: 'GET', path: () => '/api/admin/events', allowed: STAFF_ONLY },
  {
    name: 'POST /api/users/{id}/lookup-connections',
    method: 'POST',
    path: () => `/api/users/${at.target()}/lookup-connections`,
    allowed: STAFF_ONLY,
  },
  {
    name: 'GET /api/users/{id}/duplicated',
    method: 'GET',
    path: () => `/api/users/${at.target()}/duplicated`,
    allowed: STAFF_ONLY,
  },
  {
    name: 'POST /api/merge-users',
    method: 'POST',
    path: () => '/api/merge-users',
    body: () => ({
      sourceUserId: at.throwaway('merge-source'),
      targetUserId: at.throwaway('merge-target'),
      reason: 'duplicate',
    }),
    allowed: ADMIN_ONLY,
  },
  {
    name: 'POST /api/users/{id}/delete',
    method: 'POST',
    path: () => `/api/users/${at.throwaway('delete-target')}/delete`,
    body: () => ({ reason: 'support ticket' }),
    allowed: ADMIN_ONLY,
  },
];
