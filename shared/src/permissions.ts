import type { Role } from './roles';

/** The permissions of docs/product.md §6. */
export const PERMISSIONS = [
  'ACCESS_HQ',
  'CAMPAIGNS',
  'AVOID_BLOCK_MODAL',
  'PICTURE_REVIEW',
  'VIEW_FLAGS',
  'DUPLICATE_CHECKS',
  'VIEW_ALL_USERS',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Which role holds which permission (docs/product.md §6). The one table both the server (enforcement) and the
 * UIs (hiding) read; clients and escorts hold none.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: PERMISSIONS,
  moderator: ['ACCESS_HQ', 'AVOID_BLOCK_MODAL', 'PICTURE_REVIEW', 'VIEW_FLAGS', 'DUPLICATE_CHECKS', 'VIEW_ALL_USERS'],
  advertiser: ['ACCESS_HQ', 'CAMPAIGNS'],
  escort: [],
  client: [],
};

export function permissionsOf(role: Role | null | undefined): readonly Permission[] {
  return role ? ROLE_PERMISSIONS[role] : [];
}

export function hasPermission(role: Role | null | undefined, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}

/**
 * Staff actions that change money, roles or identity, and the other staff tools §6 names no permission
 * for, with the roles that may perform them: the admin's (admin holds "all"). Actions on money, roles or
 * identity are recorded with their reason.
 */
export const STAFF_ACTIONS = {
  loginAs: ['admin'],
  setVip: ['admin'],
  depositCredits: ['admin'],
  adjustCredits: ['admin'],
  confirmDeposit: ['admin'],
  setRank: ['admin'],
  /** Keep a profile listed whatever its owner's inactivity (docs/product.md §4). */
  setStatic: ['admin'],
  switchRole: ['admin'],
  lockVirtual: ['admin'],
  claimProfile: ['admin'],
  deleteUser: ['admin'],
  mergeUsers: ['admin'],
  editUser: ['admin'],
  /** A notification to many members at once. */
  sendNotificationBatch: ['admin'],
  /** The help services listed on the site. */
  manageHelpServices: ['admin'],
  /** Maintenance mode, cookie consent, most-reported thresholds. */
  changeAppSettings: ['admin'],
  /** The mail the product sent or holds (reset links, claims). */
  readMailOutbox: ['admin'],
  /**
   * The site's crash reports: read them and mark them resolved. Admins only: they are for whoever fixes
   * and deploys the site, and they hold what moderating members does not need (traces, the pages members
   * were on, the id of the member who hit the crash).
   */
  manageCrashReports: ['admin'],
  /**
   * A member's whole extract, private conversations included. Not moderators: VIEW_ALL_USERS (docs/product.md §6) gives
   * them the staff record, reports, flags and history that handling abuse takes; a copy of every private
   * conversation and of the contact and payment details is an access request or a legal demand, which an
   * admin answers and answers for.
   */
  extractUser: ['admin'],
  /**
   * The site's sales (credits sold) on the dashboard. Admins only: moderators handle members and content, not
   * the business's takings; the server leaves the figures out of their answer (docs/product.md §6).
   */
  viewSales: ['admin'],
  /**
   * A campaign block's weight, its share of the draws (docs/product.md §6 choosing a block): the operator's lever,
   * not the advertiser's (a self-set 100 took 148 of 150 draws from blocks of weight 1).
   */
  setBlockWeight: ['admin'],
  /** How many ad impressions and clicks were refused and why (docs/product.md §6 counting ads). */
  readAdRefusals: ['admin'],
  /**
   * The raw errors of `/api/health` (a projection's or a purge's last error): they may name tables, queries and
   * addresses, so the public answer only says that one failed (docs/product.md §6; the metrics token too).
   */
  readHealthDetail: ['admin'],
  /**
   * The analytics screen's saved queries (docs/product.md §6): site-wide figures, sales among them, which are the
   * admins' like the dashboard's (`viewSales`). Each run is recorded (`SavedQueryRun`).
   */
  runSavedQueries: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
export type StaffAction = keyof typeof STAFF_ACTIONS;

export function mayPerform(role: Role | null | undefined, action: StaffAction): boolean {
  return role !== null && role !== undefined && (STAFF_ACTIONS[action] as readonly Role[]).includes(role);
}
