import type { AuthProvider } from 'react-admin';
import { permissionsOf, type CurrentUser, type Permission, type Role } from '@annuaire/shared';
import { imageUrl } from './images';

/** What `getPermissions` answers: the role, and its permissions from the table of docs/product.md §6. */
export interface StaffPermissions {
  readonly role: Role;
  readonly permissions: readonly Permission[];
}

/** docs/product.md §7: the current user is cached 60 s; every page and menu asks for it. */
const CACHE_MS = 60_000;
let cached: { at: number; user: Promise<CurrentUser | null> } | null = null;

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const response = await fetch('/api/user', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`GET /api/user answered ${response.status}`);
  return (await response.json()) as CurrentUser;
}

/** The logged-in user (null when logged out), shared by every caller for a minute. */
export function currentUser(): Promise<CurrentUser | null> {
  if (!cached || Date.now() - cached.at > CACHE_MS) {
    const user = fetchCurrentUser();
    cached = { at: Date.now(), user };
    user.catch(() => (cached = null));
  }
  return cached.user;
}

/** Forgets the cached user (logout, a 401, tests). */
export function forgetCurrentUser(): void {
  cached = null;
}

/**
 * The public site's login page, coming back here afterwards. The staff app has no login form of its own:
 * staff sign in on the site with the same session cookie.
 */
export function siteLoginUrl(location: Pick<Location, 'origin' | 'pathname' | 'search'> = window.location): string {
  return `${location.origin}/login?next=${encodeURIComponent(location.pathname + location.search)}`;
}

/** react-admin treats an absolute `redirectTo` as a full page load, which the site's login needs. */
const toSiteLogin = () => ({ redirectTo: siteLoginUrl(), message: false as const });

const avatarOf = (user: CurrentUser) => (user.profilePicture ? imageUrl(user.profilePicture.url) : undefined);

/**
 * Authentication on the site's session: logged out sends to the site's /login?next=/hq…; clients and
 * escorts are authenticated but hold no permission, and the layout shows them the no-access screen.
 */
export const authProvider: AuthProvider = {
  async login() {
    window.location.assign(siteLoginUrl());
  },
  // Also what react-admin calls when the session is missing (requireAuth): either way the way back in is
  // the site's login page, which returns here afterwards.
  async logout() {
    forgetCurrentUser();
    await fetch('/api/auth', { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined);
    return siteLoginUrl();
  },
  async checkAuth() {
    if (!(await currentUser())) throw toSiteLogin();
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      forgetCurrentUser();
      throw toSiteLogin();
    }
    // 403 is a refusal of one action, shown as an error; the session stays.
  },
  async getIdentity() {
    const user = await currentUser();
    if (!user) throw toSiteLogin();
    return { id: user._id, fullName: user.username, avatar: avatarOf(user), role: user.role };
  },
  async getPermissions(): Promise<StaffPermissions | null> {
    const user = await currentUser();
    return user ? { role: user.role, permissions: permissionsOf(user.role) } : null;
  },
};
